import { formatDate, formatDateTime, yesNo } from './format';
import { logFieldLabel } from './log-entities';

/**
 * One field an update changed, as the Registro Attività keeps it: the field's key, and its value
 * before and after as a person reads it (a day as 15/07/1988, a flag as Sì or No, a reference by
 * its name), null for none. Values are personal data: only administrators read them, as they read
 * the Registro.
 */
export type LogChange = {
  field: string;
  before: string | null;
  after: string | null;
  /** A secret (a password): that it changed is kept, never its values. */
  hidden?: true;
};

/** A kept value is at most this long (a long text is cut, with '…'). */
export const LOG_VALUE_MAX = 200;

/** What the Registro shows for a field with no value, and for a value it never keeps (a password). */
export const LOG_VALUE_NONE = '—';
export const LOG_VALUE_HIDDEN = 'modificato (valore non mostrato)';

const DAY = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?(Z|\+00:00)?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const cut = (text: string) => (text.length > LOG_VALUE_MAX ? `${text.slice(0, LOG_VALUE_MAX - 1)}…` : text);

/** A stored value as the Registro writes it. */
export function logValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return yesNo(value);
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value.slice(0, 10) + 'T00:00:00Z');
    if (DATE_TIME.test(value)) return formatDateTime(value) || cut(value);
    return cut(value.trim()) || null;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? cut(value.map((v) => logValue(v) ?? LOG_VALUE_NONE).join(', ')) : null;
  return cut(JSON.stringify(value));
}

/** 'Data di uscita dal progetto: — → 01/03/2026', with the field's Italian label. */
export const describeLogChange = (entity: string, change: LogChange) =>
  `${logFieldLabel(entity, change.field)}: ${change.hidden ? LOG_VALUE_HIDDEN : `${change.before ?? LOG_VALUE_NONE} → ${change.after ?? LOG_VALUE_NONE}`}`;

/** The notes' summary of an update: the changed fields by their labels, values left to `changes`. */
export const changedFieldsNote = (entity: string, changes: readonly LogChange[]) =>
  changes.length ? `campi modificati: ${changes.map((c) => logFieldLabel(entity, c.field)).join(', ')}` : 'nessun campo modificato';
