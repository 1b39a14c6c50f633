import { z } from 'zod';
import { isBlank } from '../common/empty';
import { optionalId, optionalText, requiredId, requiredText, rowId, sentText } from '../common/fields';
import { dateFilter, idFilter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';
import { notInFuture, requiredSectionDate, SECTION_MSG } from '../beneficiaries/sections/section-fields';

/** Spec 02 §5 "Interview" and §8: the texts of the interviews' tab and screen. */
export const INTERVIEW_MSG = {
  dateRequired: 'La data è obbligatoria',
  badDate: SECTION_MSG.badDate,
  futureDate: 'La data non può essere nel futuro',
  typeRequired: 'Seleziona un tipo di colloquio',
  interviewerRequired: "Il nome dell'intervistatore è obbligatorio",
  interviewerTooShort: 'Il nome deve contenere almeno 3 caratteri',
  interviewerTooLong: 'Il nome non può superare i 100 caratteri',
  notesTooLong: 'Le note sono troppo lunghe (max 300 caratteri)',
  /** The spec's notices, as written (§8). */
  added: 'Colloquio aggiunta con successo',
  updated: 'Colloquio aggiornata con successo',
  /** The range of the programme-wide list's filter is upside down. */
  rangeReversed: 'La data di fine deve essere successiva alla data di inizio',
} as const;

export const INTERVIEWER_MIN = 3;
export const INTERVIEWER_MAX = 100;
export const INTERVIEW_NOTES_MAX = 300;
/** Spec 02 §9: her interviews come 11 at a time ('Carica altre interviste'). */
export const INTERVIEWS_PAGE_SIZE = 11;

/** A required choice: blank is missing. */
const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) ? undefined : v), schema);

const interviewFields = {
  /** A day (YYYY-MM-DD) or an RFC 3339 date-time (its day is kept), not after today in Italy. */
  date: required(requiredSectionDate(INTERVIEW_MSG.dateRequired, INTERVIEW_MSG.badDate).refine(notInFuture, INTERVIEW_MSG.futureDate)),
  type_id: required(requiredId(INTERVIEW_MSG.typeRequired)),
  interviewer: requiredText(INTERVIEWER_MAX, {
    required: INTERVIEW_MSG.interviewerRequired,
    min: INTERVIEWER_MIN,
    tooShort: INTERVIEW_MSG.interviewerTooShort,
    tooLong: INTERVIEW_MSG.interviewerTooLong,
  }),
};

/** POST /api/auth/interviews/beneficiaries/{beneficiaryId} and the interview form. */
export const InterviewInputSchema = z.object({
  ...interviewFields,
  notes: optionalText(INTERVIEW_NOTES_MAX, INTERVIEW_MSG.notesTooLong),
  /** The path names her; a body may repeat it. */
  beneficiary_id: optionalId(),
});
export type InterviewInput = z.infer<typeof InterviewInputSchema>;
/** What the form holds before the rules run. */
export type InterviewFormValues = z.input<typeof InterviewInputSchema>;

/**
 * PUT /api/auth/interviews/{id}: the same body, every key sent (a missing `notes` is refused,
 * never read as emptied); a repeated beneficiary_id must be the interview's own.
 */
export const InterviewUpdateSchema = InterviewInputSchema.extend({
  notes: sentText(INTERVIEW_NOTES_MAX, INTERVIEW_MSG.notesTooLong),
  ID: rowId().optional(),
});
export type InterviewUpdate = z.infer<typeof InterviewUpdateSchema>;

/** A stored interview (spec 02 §3) with its type's label and whose it is, as both lists show it. */
export const InterviewSchema = z.object({
  beneficiary_id: z.number().int(),
  /** YYYY-MM-DD. */
  date: z.string(),
  type_id: z.number().int(),
  /** The label of the type in the interview-types list. */
  type: z.string(),
  interviewer: z.string(),
  notes: z.string(),
  beneficiary: z.object({ ID: z.number().int(), name: z.string(), surname: z.string(), fiscal_code: z.string().nullable() }),
  ...recordMeta,
});
export type Interview = z.infer<typeof InterviewSchema>;

const interviewFilters = {
  beneficiary_id: idFilter,
  /** Her name, surname (either order) or fiscal code contains the text. */
  beneficiary: textFilter(100),
  type_id: idFilter,
  date_from: dateFilter(INTERVIEW_MSG.badDate),
  date_to: dateFilter(INTERVIEW_MSG.badDate),
  interviewer: textFilter(INTERVIEWER_MAX),
};

/** A date range reads from its start to its end. */
const rangeInOrder = (f: { date_from?: string; date_to?: string }) => !f.date_from || !f.date_to || f.date_from <= f.date_to;
const rangeIssue = { path: ['date_to'], message: INTERVIEW_MSG.rangeReversed };

/** Filters of GET /api/auth/interviews/ (her tab: beneficiary_id; the programme-wide list: the rest) and of the export. */
export const InterviewFiltersSchema = z.object(interviewFilters).refine(rangeInOrder, rangeIssue);
export type InterviewFilters = z.infer<typeof InterviewFiltersSchema>;

/** GET /api/auth/interviews/?beneficiary_id&limit&offset[&get-tot] and the filters. */
export const InterviewListQuerySchema = ListQuerySchema.extend({
  limit: ListQuerySchema.shape.limit.unwrap().default(INTERVIEWS_PAGE_SIZE),
  ...interviewFilters,
}).refine(rangeInOrder, rangeIssue);
export type InterviewListQuery = z.infer<typeof InterviewListQuerySchema>;
