/** Keys of every record's metadata: they change on any save and say nothing of what the user changed. */
const RECORD_META = new Set(['ID', 'CreatedAt', 'UpdatedAt']);

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

/**
 * The names of the fields whose value differs between a record before and after an update (for
 * the notes of the Registro Attività: names, never values). Only the keys of `after` are looked at,
 * so `after` may be the input of a partial update; an undefined value there means "not sent".
 */
export function changedFields<T extends object>(before: T, after: { [K in keyof T]?: unknown }): string[] {
  return Object.entries(after)
    .filter(([key, value]) => value !== undefined && !RECORD_META.has(key))
    .filter(([key, value]) => comparable(before[key as keyof T]) !== comparable(value))
    .map(([key]) => key);
}
