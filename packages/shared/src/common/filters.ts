import { z } from 'zod';
import { MSG } from '../messages';
import { dayOf, isIsoDate } from './dates';
import { rowId } from './fields';

/** A filter left empty is no filter (the filter panel drops them; a hand-written URL may not). */
export const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Text to look for, trimmed, at most `max` characters. */
export const textFilter = (max: number) => filter(z.string({ message: MSG.badValue }).trim().max(max, MSG.tooLong));

/** The id of a row (a select of the panel). */
export const idFilter = filter(rowId());

/** A yes/no filter, kept as the text of the query ('true' or 'false'). */
export const boolFilter = filter(z.enum(['true', 'false'], { message: MSG.badValue }));

/** A day, YYYY-MM-DD, or a date-time whose day is kept (the one rule of dates.ts). */
export const dateFilter = (message = 'Data non valida') => filter(z.preprocess(dayOf, z.string({ message }).refine(isIsoDate, message)));

/** One entry of a closed list. */
export const enumFilter = <const T extends readonly [string, ...string[]]>(values: T) => filter(z.enum(values, { message: MSG.badValue }));
