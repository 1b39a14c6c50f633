import { z } from 'zod';
import { MSG } from '../messages';
import { nullIfBlank } from './empty';

/** Largest amount of a numeric(12,2) column. */
export const MONEY_MAX = 9_999_999_999.99;

/** Digits with at most two decimals, the decimal mark a dot or a comma. */
const AMOUNT_SHAPE = /^-?\d+([.,]\d{1,2})?$/;

/**
 * An amount in euro. The wire format is a JSON number (a numeric string such as "1234.5" or
 * "1234,50" is accepted too); it must have at most two decimals and is answered as a number.
 * The column is numeric(12,2) read and written as a number: a value with at most two decimals and
 * twelve digits survives the decimal text PostgreSQL and JavaScript exchange exactly, and sums are
 * made in SQL, so no float drift reaches a stored amount.
 */
export const money = (
  { min = 0, max = MONEY_MAX }: { min?: number; max?: number } = {},
  messages: { required?: string; invalid?: string; tooSmall?: string } = {},
) => {
  const invalid = messages.invalid ?? MSG.badValue;
  const required = messages.required ?? MSG.required;
  return z
    .union([z.number(), z.string().trim()], { error: (issue) => (issue.input == null ? required : invalid) })
    .refine((v) => (typeof v === 'number' ? Number.isFinite(v) && AMOUNT_SHAPE.test(String(v)) : AMOUNT_SHAPE.test(v)), invalid)
    .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))))
    .pipe(
      z
        .number()
        .min(min, messages.tooSmall ?? MSG.tooSmall)
        .max(max, MSG.tooBig),
    );
};

/** An optional amount: missing, null or blank is null. */
export const optionalMoney = (...args: Parameters<typeof money>) => nullIfBlank(money(...args));
