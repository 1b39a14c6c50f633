import { logValue, type LogChange } from '@empowerment/shared';

/** Keys of every record's metadata: they change on any save and say nothing of what the user changed. */
const RECORD_META = new Set(['ID', 'CreatedAt', 'UpdatedAt']);
/** Fields whose values the Registro never keeps, only that they changed. */
const SECRET = /password|token|secret|hash/i;

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

/**
 * The fields whose value differs between a record before and after an update, with both values as
 * the Registro Attività shows them (logValue): a secret's change is named, its values never kept.
 * Only the keys of `after` are looked at, so `after` may be the input of a partial update; an
 * undefined value there means "not sent".
 */
export function changedFields<T extends object>(before: T, after: { [K in keyof T]?: unknown }): LogChange[] {
  return Object.entries(after)
    .filter(([key, value]) => value !== undefined && !RECORD_META.has(key))
    .filter(([key, value]) => comparable(before[key as keyof T]) !== comparable(value))
    .map(([field, value]) =>
      SECRET.test(field)
        ? { field, before: null, after: null, hidden: true }
        : { field, before: logValue(before[field as keyof T]), after: logValue(value) },
    );
}
