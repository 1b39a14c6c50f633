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

const day = (message: string) => z.string({ message }).trim().refine(isIsoDate, message);

/** A required day, YYYY-MM-DD. */
export const requiredDate = (message: string = MSG.badFormat, requiredMessage: string = MSG.required) =>
  z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : message) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, message);

/** An optional day, YYYY-MM-DD; missing, blank or the zero date is null. */
export const optionalDate = (message: string = MSG.badFormat) => z.preprocess(noneIfZero, nullIfBlank(day(message)));

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
