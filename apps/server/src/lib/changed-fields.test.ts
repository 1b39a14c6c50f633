import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

const fieldsOf = (changes: { field: string }[]) => changes.map((c) => c.field);

describe('changedFields', () => {
  const before = { ID: 7, name: 'Maria', phone: '333', col_id: 2, active: true, UpdatedAt: '2025-01-01T00:00:00.000Z' };

  it('names the fields whose value differs, in the order of the new record, record metadata aside, with both values as shown', () => {
    const after = { ...before, phone: '334', active: false, UpdatedAt: '2025-02-01T00:00:00.000Z' };
    expect(changedFields(before, after)).toEqual([
      { field: 'phone', before: '333', after: '334' },
      { field: 'active', before: 'Sì', after: 'No' },
    ]);
  });

  it('finds nothing when only the metadata moved', () => {
    expect(changedFields(before, { ...before, UpdatedAt: 'later' })).toEqual([]);
  });

  it('reads a partial input: what is not sent did not change; null is a change', () => {
    expect(changedFields(before, { name: 'Maria', col_id: null, phone: undefined })).toEqual([
      { field: 'col_id', before: '2', after: null },
    ]);
  });

  it('compares dates and nested values by content, and writes days as Italians read them', () => {
    const a = { day: new Date('2025-03-01T00:00:00Z'), tags: [1, 2] };
    expect(changedFields(a, { day: new Date('2025-03-01T00:00:00Z'), tags: [1, 2] })).toEqual([]);
    expect(fieldsOf(changedFields(a, { day: new Date('2025-03-02T00:00:00Z'), tags: [2, 1] }))).toEqual(['day', 'tags']);
    expect(changedFields({ exit: null }, { exit: '2026-03-01T00:00:00Z' })).toEqual([{ field: 'exit', before: null, after: '01/03/2026' }]);
  });

  it('keeps that a secret changed, never its values', () => {
    expect(changedFields({ password: 'old' }, { password: 'new' })).toEqual([
      { field: 'password', before: null, after: null, hidden: true },
    ]);
  });
});
