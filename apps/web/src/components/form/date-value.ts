import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/it';
import { ZERO_DATE, isIsoDate, readTypedDay } from '@empowerment/shared';

dayjs.extend(customParseFormat);

/**
 * The pickers' language (month and day names): given to each picker rather than by a provider round
 * the whole app, so that dayjs and its Italian come with the first form, not with the login (bench M6).
 */
export const DATES_LOCALE = 'it';

/** How dates are shown and typed in the forms (spec 01 §3: Italian format). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** What a date field gives its form: an ISO date ('YYYY-MM-DD') or an ISO date-time. */
export type DateValueKind = 'date' | 'datetime';

const isNone = (value: unknown): value is null | undefined | '' =>
  value == null || value === '' || (typeof value === 'string' && value.startsWith(ZERO_DATE.slice(0, 10)));

/**
 * The day of a stored value, as the picker takes it ('YYYY-MM-DD'); none for empty or the zero
 * date. The day is read from the text itself, so a midnight-UTC date never slips to the day before.
 */
export function toPickerDay(value: unknown): string | null {
  if (isNone(value)) return null;
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  const day = /^\d{4}-\d{2}-\d{2}/.exec(String(value))?.[0];
  return day && isIsoDate(day) ? day : null;
}

/** The picker's day as the form keeps it. */
export function fromPickerDay(day: string | null, kind: DateValueKind): string | null {
  if (!day) return null;
  const iso = day.slice(0, 10);
  return kind === 'date' ? iso : `${iso}T00:00:00Z`;
}

/** A stored date-time as the picker takes it (local 'YYYY-MM-DD HH:mm:ss'); none for empty or the zero date. */
export function toPickerDateTime(value: unknown): string | null {
  if (isNone(value)) return null;
  const parsed = dayjs(value as string | Date);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : null;
}

/** The picker's local date-time as an ISO date-time (UTC). */
export function fromPickerDateTime(value: string | null): string | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toISOString() : null;
}

/** What she typed as the picker's day (the Italian ways of writing one: readTypedDay), null when it is no day. */
export const readDay = (text: string): string | null => readTypedDay(text);
