import { z } from 'zod';
import { ZERO_DATE } from '../constants';
import { MSG } from '../messages';
import { nullIfBlank } from './empty';

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Clients send the zero date (0001-01-01T00:00:00Z, or its day alone) for "no date". */
export const isZeroDate = (v: unknown) => typeof v === 'string' && v.trim().startsWith(ZERO_DATE.slice(0, 10));

const noneIfZero = (v: unknown) => (isZeroDate(v) ? null : v);

/**
 * A date-time as clients send it: RFC 3339 (2026-11-26T00:00:00Z, 2026-11-26T09:30:00.5+01:00), also
 * with a space or a lower-case t, without seconds, with a +0100 offset or without one. Group 1 is
 * its day as written.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ]([01]\d|2[0-3]):[0-5]\d(:([0-5]\d|60)(\.\d+)?)?([Zz]|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/**
 * The one rule for a day of the API: YYYY-MM-DD, or a date-time whose day is kept as written (the
 * day the sender meant, whatever its offset: 2026-11-26T00:00:00+01:00 is the 26th). Anything else
 * is returned as it came, for the schema to refuse. Every day is answered YYYY-MM-DD.
 */
export const dayOf = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  const match = DATE_TIME.exec(text);
  return match && isIsoDate(match[1]) ? match[1] : text;
};

/** A day sent either way, or null for the zero date. */
const sentDay = (v: unknown) => (isZeroDate(v) ? null : dayOf(v));

const day = (message: string) => z.string({ message }).refine(isIsoDate, message);

/**
 * A required day: YYYY-MM-DD or an RFC 3339 date-time, kept as YYYY-MM-DD; the zero date is
 * missing.
 */
export const requiredDate = (message: string = MSG.badFormat, requiredMessage: string = MSG.required) => {
  const kept = z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : message) })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, message);
  // typed as the text a form holds; at run time anything is read (and refused) as above
  return z.preprocess<unknown, typeof kept, string>(sentDay, kept);
};

/** An optional day, sent and kept as requiredDate; missing, blank or the zero date is null. */
export const optionalDate = (message: string = MSG.badFormat) => z.preprocess(sentDay, nullIfBlank(day(message)));

/**
 * An optional instant: an ISO 8601 date-time with its offset (or a bare day, taken as midnight UTC),
 * answered in UTC like Date.toISOString(); missing, blank or the zero date is null.
 */
export const optionalDateTime = (message: string = MSG.badFormat) =>
  z.preprocess(
    noneIfZero,
    nullIfBlank(
      z
        .string({ message })
        .trim()
        .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success || isIsoDate(v), message)
        .transform((v) => new Date(isIsoDate(v) ? `${v}T00:00:00Z` : v).toISOString()),
    ),
  );

/**
 * A day as people type it in Italy, as 'YYYY-MM-DD', or null when the text is no day: 15/07/1988,
 * 15/7/1988, 15.07.1988, 15-07-1988, 15 07 1988, 15071988 (eight digits, day first) and 1988-07-15.
 * The year has four digits: '15/7/88' could be 1888, 1988 or 2088.
 */
export function readTypedDay(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const italian = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(t);
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  const [year, month, dayOfMonth] = iso
    ? [iso[1], iso[2], iso[3]]
    : italian
      ? [italian[3], italian[2], italian[1]]
      : digits
        ? [digits[3], digits[2], digits[1]]
        : [];
  if (!year || !month || !dayOfMonth) return null;
  const candidate = `${year}-${month.padStart(2, '0')}-${dayOfMonth.padStart(2, '0')}`;
  return isIsoDate(candidate) ? candidate : null;
}
