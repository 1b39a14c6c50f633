import { describe, expect, it } from 'vitest';
import { isIsoDate, MSG, optionalDate, optionalDateTime, requiredDate } from '../index';
import { messageOf } from './test-helpers';

describe('isIsoDate', () => {
  it.each([
    ['1990-02-28', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['01/02/1990', false],
  ])('%s -> %s', (value, valid) => expect(isIsoDate(value)).toBe(valid));
});

describe('requiredDate', () => {
  it('keeps a real day', () => expect(requiredDate().parse(' 2024-02-29 ')).toBe('2024-02-29'));
  it.each([
    [undefined, 'Questo campo è obbligatorio'],
    [null, 'Questo campo è obbligatorio'],
    ['', 'Questo campo è obbligatorio'],
    ['2023-02-29', 'Il formato non è valido'],
    ['29/02/2024', 'Il formato non è valido'],
  ])('refuses %j: %s', (value, message) => expect(messageOf(requiredDate().safeParse(value))).toBe(message));
  it('takes the texts of the spec', () => {
    expect(messageOf(requiredDate(MSG.badFormat, 'La data è obbligatoria').safeParse(''))).toBe('La data è obbligatoria');
  });
});

describe('optionalDate', () => {
  it.each([undefined, null, '', '0001-01-01', '0001-01-01T00:00:00Z'])('reads %j as none', (value) => {
    expect(optionalDate().parse(value)).toBeNull();
  });
  it('keeps a day and refuses a wrong one', () => {
    expect(optionalDate().parse('1990-05-17')).toBe('1990-05-17');
    expect(messageOf(optionalDate().safeParse('1990-13-01'))).toBe('Il formato non è valido');
  });
});

describe('optionalDateTime', () => {
  it('reads the zero date as none', () => {
    expect(optionalDateTime().parse('0001-01-01T00:00:00Z')).toBeNull();
    expect(optionalDateTime().parse('')).toBeNull();
    expect(optionalDateTime().parse(undefined)).toBeNull();
  });
  it('answers an instant in UTC, and a bare day at midnight UTC', () => {
    expect(optionalDateTime().parse('2024-03-05T10:15:00+01:00')).toBe('2024-03-05T09:15:00.000Z');
    expect(optionalDateTime().parse('2024-03-05')).toBe('2024-03-05T00:00:00.000Z');
  });
  it('refuses what is not a date', () => {
    expect(messageOf(optionalDateTime().safeParse('5 marzo'))).toBe('Il formato non è valido');
    expect(messageOf(optionalDateTime().safeParse('2024-03-05T10:15:00'))).toBe('Il formato non è valido');
  });
});
