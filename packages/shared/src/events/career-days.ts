import { z } from 'zod';
import { MSG } from '../messages';
import { requiredDate } from '../common/dates';
import { optionalText, requiredText } from '../common/fields';
import { dateFilter, idFilter, textFilter } from '../common/filters';
import { listQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';

/** Spec 02 §5 "Career day": the create form's and the edit dialog's texts. */
export const CAREER_DAY_MSG = {
  titleRequired: 'Il titolo è obbligatorio',
  titleTooShort: 'Il titolo deve contenere almeno 3 caratteri',
  titleTooLong: 'Il titolo deve contenere al massimo 250 caratteri',
  titleAlphanumeric: 'Il titolo deve contenere solo caratteri alfanumerici',
  dayRequired: 'La data è obbligatoria',
  dayInvalid: 'Data non valida',
  notesTooLong: 'Le note devono contenere al massimo 250 caratteri',
  editTitleTooLong: 'Il titolo è troppo lungo (max 150 caratteri)',
  editNotesTooLong: 'Le note sono troppo lunghe (max 250 caratteri)',
  created: 'Carrer Day creato con successo',
  updated: 'Modifica effettuata con successo',
  unchanged: MSG.noChangesToSave,
} as const;

export const CAREER_DAY_TITLE_MIN = 3;
/** The create form's rule; its input box takes 50 characters (CAREER_DAY_TITLE_INPUT_MAX). */
export const CAREER_DAY_TITLE_MAX = 250;
export const CAREER_DAY_TITLE_INPUT_MAX = 50;
/** The edit dialog's rule. */
export const CAREER_DAY_EDIT_TITLE_MAX = 150;
export const CAREER_DAY_NOTES_MAX = 250;

/** Letters (accented too), digits and spaces. */
const ALPHANUMERIC = /^[\p{L}\p{N} ]+$/u;

const title = (max: number, tooLong: string) =>
  requiredText(max, { required: CAREER_DAY_MSG.titleRequired, min: CAREER_DAY_TITLE_MIN, tooShort: CAREER_DAY_MSG.titleTooShort, tooLong });
const day = requiredDate(CAREER_DAY_MSG.dayInvalid, CAREER_DAY_MSG.dayRequired);

/** POST /api/auth/carrers-days/: the Add Career Day form's rules. */
export const CareerDayCreateSchema = z.object({
  title: title(CAREER_DAY_TITLE_MAX, CAREER_DAY_MSG.titleTooLong).refine(
    (v) => v === '' || ALPHANUMERIC.test(v),
    CAREER_DAY_MSG.titleAlphanumeric,
  ),
  day,
  notes: optionalText(CAREER_DAY_NOTES_MAX, CAREER_DAY_MSG.notesTooLong),
});
export type CareerDayCreate = z.infer<typeof CareerDayCreateSchema>;

/** PUT /api/auth/carrers-days/{ID}: the edit dialog's rules (spec 02 §5: both readings stand). */
export const CareerDayUpdateSchema = z.object({
  title: title(CAREER_DAY_EDIT_TITLE_MAX, CAREER_DAY_MSG.editTitleTooLong),
  day,
  notes: optionalText(CAREER_DAY_NOTES_MAX, CAREER_DAY_MSG.editNotesTooLong),
});
export type CareerDayUpdate = z.infer<typeof CareerDayUpdateSchema>;

/** A career day as clients receive it. */
export const CareerDaySchema = z.object({ title: z.string(), day: z.string(), notes: z.string(), ...recordMeta });
export type CareerDay = z.infer<typeof CareerDaySchema>;

/** A row of the management table: the day and how many beneficiaries signed up. */
export const CareerDayRowSchema = CareerDaySchema.extend({ participants: z.number().int() });
export type CareerDayRow = z.infer<typeof CareerDayRowSchema>;

/** Filters of GET /api/auth/carrers-days/: title contains, day is; notBeneficiary leaves out the ones she joined. */
export const CareerDayFiltersSchema = z.object({
  title: textFilter(CAREER_DAY_TITLE_MAX),
  day: dateFilter(),
  notBeneficiary: idFilter,
});
export type CareerDayFilters = z.infer<typeof CareerDayFiltersSchema>;
export const CareerDayListQuerySchema = listQuerySchema(CareerDayFiltersSchema);

/** An item of GET /api/auth/beneficiaries/{id}/carrers-days/ (spec 02 tab 16). */
export const BeneficiaryCareerDaySchema = z.object({
  ID: z.number().int(),
  carrers_day_id: z.number().int(),
  title: z.string(),
  day: z.string(),
  notes: z.string(),
});
export type BeneficiaryCareerDay = z.infer<typeof BeneficiaryCareerDaySchema>;
