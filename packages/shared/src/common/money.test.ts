import { describe, expect, it } from 'vitest';
import { money, optionalMoney } from '../index';
import { messageOf } from './test-helpers';

describe('money', () => {
  it.each([
    [1234.5, 1234.5],
    [0, 0],
    ['1234.50', 1234.5],
    ['1234,5', 1234.5],
    [' 10 ', 10],
    [0.1, 0.1],
    [9_999_999_999.99, 9_999_999_999.99],
  ])('reads %j as the number %j', (value, amount) => expect(money().parse(value)).toBe(amount));
  it.each([
    [1.005, 'Valore non valido'],
    ['12.345', 'Valore non valido'],
    ['1.234,50', 'Valore non valido'],
    ['abc', 'Valore non valido'],
    [Number.NaN, 'Valore non valido'],
    [-1, 'Il valore è troppo piccolo'],
    [10_000_000_000, 'Il valore è troppo grande'],
    [undefined, 'Questo campo è obbligatorio'],
  ])('refuses %j: %s', (value, message) => expect(messageOf(money().safeParse(value))).toBe(message));
  it('keeps the two decimals of a sum that floats would spoil', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: not an amount of cents
    expect(messageOf(money().safeParse(0.1 + 0.2))).toBe('Valore non valido');
    expect(money().parse('0.30')).toBe(0.3);
  });
  it('optional: missing, null or blank is null', () => {
    for (const v of [undefined, null, '', ' ']) expect(optionalMoney().parse(v)).toBeNull();
    expect(optionalMoney().parse(12.3)).toBe(12.3);
  });
});
