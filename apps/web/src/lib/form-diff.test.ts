import { describe, expect, it } from 'vitest';
import { changedKeys, sameFormValue } from './form-diff';

describe('form dirty comparison', () => {
  it('treats empty and missing strings, and missing and null ids, as equal', () => {
    expect(sameFormValue('', undefined)).toBe(true);
    expect(sameFormValue('  ', null)).toBe(true);
    expect(sameFormValue(null, undefined)).toBe(true);
    expect(sameFormValue(3, '3')).toBe(true);
    expect(sameFormValue(3, null)).toBe(false);
    expect(sameFormValue('Anna', 'Anna ')).toBe(true);
  });

  it('compares dates by day, the zero date being no date', () => {
    expect(sameFormValue('2024-05-01T00:00:00Z', '2024-05-01')).toBe(true);
    expect(sameFormValue('2024-05-01', '2024-05-02')).toBe(false);
    expect(sameFormValue('0001-01-01T00:00:00Z', '')).toBe(true);
  });

  it('lists the keys that changed', () => {
    const before = { name: 'Anna', phone: null as string | null, col_id: 2 };
    expect(changedKeys(before, { name: 'Anna', phone: '', col_id: 4 }, ['name', 'phone', 'col_id'])).toEqual(['col_id']);
  });
});
