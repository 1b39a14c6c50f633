const DAY = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

/**
 * The form-dirty rule of spec 01 §4: empty and missing strings are equal, missing and
 * null ids are equal, dates compare by day (the zero date is no date).
 */
function normalize(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const day = DAY.exec(text)?.[1];
    if (day) return day === '0001-01-01' ? null : day;
    return text;
  }
  return String(value);
}

export const sameFormValue = (a: unknown, b: unknown) => normalize(a) === normalize(b);

/** Keys whose value differs between the loaded record and the form. */
export function changedKeys<T extends object, K extends keyof T>(initial: T, current: T, keys: readonly K[]): K[] {
  return keys.filter((key) => !sameFormValue(initial[key], current[key]));
}

/**
 * Her edits carried over to another version of the record: the fields she changed against the
 * version she opened keep her values, every other field takes the other version's.
 */
export function rebaseEdits<T extends object>(opened: T, edited: T, other: T): T {
  const keys = [...new Set([...Object.keys(opened), ...Object.keys(edited)])] as (keyof T)[];
  const mine = changedKeys(opened, edited, keys);
  return { ...other, ...Object.fromEntries(mine.map((key) => [key, edited[key]])) };
}
