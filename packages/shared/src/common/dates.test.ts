import { describe, expect, it } from 'vitest';
import { dateFilter, dayOf, isIsoDate, MSG, optionalDate, optionalDateTime, readTypedDay, requiredDate } from '../index';
import { CareerDayCreateSchema } from '../events';
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

describe('dayOf: the one rule of a day sent to the API', () => {
  it.each([
    ['2026-11-26', '2026-11-26'],
    [' 2026-11-26 ', '2026-11-26'],
    ['2026-11-26T00:00:00Z', '2026-11-26'],
    ['2026-11-26T00:00:00.000Z', '2026-11-26'],
    ['2026-11-26t23:59:59z', '2026-11-26'],
    // the day as the sender wrote it, whatever its offset
    ['2026-11-26T00:00:00+01:00', '2026-11-26'],
    ['2026-11-26T23:30:00-05:00', '2026-11-26'],
    ['2026-11-26 10:15', '2026-11-26'],
  ])('%j -> %s', (sent, day) => expect(dayOf(sent)).toBe(day));
  it.each(['2026-11-31T00:00:00Z', '2026-11-26T25:00:00Z', '2026-11-26T10:61:00Z', '2026-11-26Tmezzogiorno', '26/11/2026'])(
    'leaves %j for the schema to refuse',
    (sent) => expect(isIsoDate(String(dayOf(sent)))).toBe(false),
  );
});

describe('requiredDate', () => {
  it('keeps a real day', () => expect(requiredDate().parse(' 2024-02-29 ')).toBe('2024-02-29'));
  it('takes an RFC 3339 date-time and answers its day', () => {
    expect(requiredDate().parse('2024-02-29T00:00:00Z')).toBe('2024-02-29');
    expect(requiredDate().parse('2024-02-29T08:00:00+02:00')).toBe('2024-02-29');
    expect(messageOf(requiredDate().safeParse('2023-02-29T00:00:00Z'))).toBe('Il formato non è valido');
  });
  it('reads the zero date as missing', () => {
    expect(messageOf(requiredDate(MSG.badFormat, 'La data è obbligatoria').safeParse('0001-01-01T00:00:00Z'))).toBe(
      'La data è obbligatoria',
    );
  });
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
    expect(optionalDate().parse('1990-05-17T00:00:00Z')).toBe('1990-05-17');
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

describe('the date fields of the API', () => {
  it("take a career day sent as a date-time, which was refused with 'Data non valida'", () => {
    expect(CareerDayCreateSchema.parse({ title: 'Fiera del lavoro', day: '2026-11-26T00:00:00Z', notes: '' }).day).toBe('2026-11-26');
  });
  it('filter by a day sent either way', () => {
    expect(dateFilter().parse('2026-11-26T00:00:00Z')).toBe('2026-11-26');
    expect(dateFilter().parse('2026-11-26')).toBe('2026-11-26');
    expect(messageOf(dateFilter().safeParse('2026-11-26T99:00:00Z'))).toBe('Data non valida');
  });
});

describe('readTypedDay: a day as people type it', () => {
  it.each(['15/07/1988', '15/7/1988', '15.07.1988', '15-07-1988', '15 07 1988', '15071988', '1988-07-15', ' 15/07/1988 ', '1988-7-15'])(
    '%j is 15 July 1988',
    (text) => expect(readTypedDay(text)).toBe('1988-07-15'),
  );
  it('reads the day first, as Italians write it', () => expect(readTypedDay('01/02/1990')).toBe('1990-02-01'));
  it("keeps a day outside the fields' limits for their own message", () => expect(readTypedDay('01/01/1890')).toBe('1890-01-01'));
  it.each(['31/02/1990', '15/13/1988', '15/7/88', '1507198', 'ieri', '', '15/07/1988 10:00', '2024-02-30'])('%j is no day', (text) =>
    expect(readTypedDay(text)).toBeNull(),
  );
});
