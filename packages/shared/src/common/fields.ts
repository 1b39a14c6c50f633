import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MIN } from '../constants';
import { MSG } from '../messages';
import { isBlank, nullIfBlank } from './empty';

/** Largest value of a PostgreSQL integer column (ids). */
export const INT4_MAX = 2_147_483_647;

/** Reads "missing" apart from "wrong type": undefined and null get the required text. */
const typeError = (required: string, invalid: string) => (issue: { input?: unknown }) => (issue.input == null ? required : invalid);

export type TextMessages = { required?: string; tooShort?: string; tooLong?: string };

/** Required trimmed text of at most `max` characters (and at least `min`, when given). */
export const requiredText = (max: number, messages: TextMessages & { min?: number } = {}) => {
  const required = messages.required ?? MSG.required;
  return (
    z
      .string({ error: typeError(required, MSG.badValue) })
      .trim()
      // an empty field is only "required", not also "too short"
      .min(1, { error: required, abort: true })
      .min(messages.min ?? 1, messages.tooShort ?? MSG.tooShort)
      .max(max, messages.tooLong ?? MSG.tooLong)
  );
};

/** Optional trimmed text of at most `max` characters; missing or null is '' (the columns are NOT NULL DEFAULT ''). */
export const optionalText = (max: number, tooLong: string = MSG.tooLong) =>
  z.preprocess((v) => v ?? '', z.string({ message: MSG.badValue }).trim().max(max, tooLong));

/**
 * optionalText for an update that replaces the whole record (PUT): the key must be sent, and null
 * or '' empties it; a missing key is refused with `required` rather than read as ''.
 */
export const sentText = (max: number, tooLong: string = MSG.tooLong) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: typeError(MSG.required, MSG.badValue) })
      .trim()
      .max(max, tooLong),
  );

export type EmailMessages = { required?: string; invalid?: string; length?: string };

/** x@y.z, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail address, EMAIL_MIN to EMAIL_MAX characters. */
export const email = (messages: EmailMessages = {}) => {
  const required = messages.required ?? MSG.required;
  const length = messages.length ?? MSG.tooLong;
  return z
    .string({ error: typeError(required, MSG.badValue) })
    .trim()
    .min(1, required)
    .refine((v) => v.length >= EMAIL_MIN && v.length <= EMAIL_MAX, length)
    .refine((v) => EMAIL_SHAPE.test(v), messages.invalid ?? MSG.badEmail);
};

/** An optional e-mail address; missing or blank is ''. */
export const optionalEmail = (max = EMAIL_MAX, invalid: string = MSG.badEmail) =>
  optionalText(max).refine((v) => v === '' || EMAIL_SHAPE.test(v), invalid);

/** Optional + and 1-3 digit prefix, then groups of 3-4, 3 and 2-4 digits with optional dash or space. */
export const OPERATOR_PHONE_SHAPE = /^(\+\d{1,3}[\s-]?)?\d{3,4}[\s-]?\d{3}[\s-]?\d{2,4}$/;

/** An optional phone number of at most `max` characters in `shape` (the operators' by default); missing is ''. */
export const phone = ({ max, shape = OPERATOR_PHONE_SHAPE }: { max: number; shape?: RegExp }, invalid: string = MSG.phoneInvalid) =>
  optionalText(max, invalid).refine((v) => v === '' || shape.test(v), invalid);

/**
 * Paths, queries and form selects send ids as text: only decimal digits are read as a number.
 * Number() would also read 0x10, 1e3, ' 16', '+16' and '16.0', so one row would have many names.
 * A blank or null choice is 0, "none": it fails as missing without stopping the form's other
 * checks (a wrong type would skip the object's own rules, the e-mail confirmation say).
 */
const fromDigits = (v: unknown) => {
  if (typeof v === 'string') return /^\d+$/.test(v) ? Number(v) : v.trim() === '' ? 0 : v;
  return v === null ? 0 : v;
};

type IdMessages = { required: string; invalid: string; zero: string };
const idNumber = ({ required, invalid, zero }: IdMessages) =>
  z.preprocess(
    fromDigits,
    z
      .number({ error: (issue) => (isBlank(issue.input) ? required : invalid) })
      .int(invalid)
      .positive(zero)
      .max(INT4_MAX, invalid),
  );

/** The id of a row in a path, a query or a payload: a whole number from 1, or its decimal digits. */
export const rowId = (invalid: string = MSG.badValue) => idNumber({ required: invalid, invalid, zero: invalid });

/** The id of a row another table must hold (a select of the form): none (blank, 0) is `required`. */
export const requiredId = (required: string = MSG.required) => idNumber({ required, invalid: MSG.badValue, zero: required });

/** An optional reference: missing, null, blank or 0 is null. */
export const optionalId = (invalid: string = MSG.badValue) =>
  z.preprocess((v) => (v === 0 || v === '0' ? null : v), nullIfBlank(rowId(invalid)));

export type IntegerMessages = { required?: string; invalid?: string; tooSmall?: string; tooBig?: string };

const integerIn = (min: number, max: number, messages: IntegerMessages) =>
  z
    .number({ error: typeError(messages.required ?? MSG.required, messages.invalid ?? MSG.badValue) })
    .int(messages.invalid ?? MSG.badValue)
    .min(min, messages.tooSmall ?? MSG.tooSmall)
    .max(max, messages.tooBig ?? MSG.tooBig);

/** A required whole number from min to max. */
export const requiredInt = (min: number, max: number, messages: IntegerMessages = {}) => integerIn(min, max, messages);

/** An optional whole number from min to max; missing, null or blank is null. */
export const optionalInt = (min: number, max: number, messages: IntegerMessages = {}) => nullIfBlank(integerIn(min, max, messages));

/** An address of the web; without a scheme, https:// is put in front. */
export const optionalUrl = (max: number, invalid = 'Inserire un URL valido') =>
  optionalText(max)
    .transform((v) => (v === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(v) ? v : `https://${v}`))
    .refine((v) => v === '' || isWebUrl(v), invalid)
    .refine((v) => v.length <= max, MSG.tooLong);

function isWebUrl(v: string) {
  if (/\s/.test(v)) return false;
  try {
    const url = new URL(v);
    // a host name with a dot (example.org), not a bare word that URL() would accept
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}
