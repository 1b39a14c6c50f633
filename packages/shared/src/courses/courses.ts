import { z } from 'zod';
import { MAX_LIST_LIMIT, TABLE_PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { isBlank } from '../common/empty';
import { optionalDate } from '../common/dates';
import { optionalEmail, optionalId, optionalText, optionalUrl, requiredId, requiredText, rowId, sentText } from '../common/fields';
import { boolFilter, enumFilter, idFilter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';
import { BENEFICIARY_MSG } from '../beneficiaries/beneficiaries';
import { contactPhone } from '../companies/companies';
import { INIT_LISTS } from '../reference/enums';

/** Spec 02 §5 "Course", §5 "Participation" and §8: the texts of the courses screens. */
export const COURSE_MSG = {
  added: 'Corso aggiunto con successo',
  updated: 'Corso aggiornato con successo',
  typeRequired: 'Seleziona il tipo di corso',
  addressRequired: "L'indirizzo è obbligatorio",
  modeRequired: 'Seleziona la modalità',
  providerRequired: "Seleziona l'ente di formazione",
  /** The provider is not a company of type 'Ente di formazione'. */
  providerNotTrainingBody: "L'ente scelto non è un ente di formazione: scegli un'azienda di tipo 'Ente di formazione'",
  durationLength: 'La durata deve contenere da 3 a 50 caratteri',
  /** Not a day (the form reads it as people write one: 15/03/2030, 15.3.2030). */
  badStartDate: 'La data di inizio non è valida',
  badUrl: 'Inserire un URL valido',
  badPhone: 'Inserire un numero di telefono valido',
  badEmail: "Inserire un'email valida",
  notesTooLong: 'Le note sono troppo lunghe (max 300 caratteri)',
  /** 424: participants or documents still refer to it. */
  hasDependants: 'Impossibile eliminare il corso: ha partecipanti o documenti collegati. Rimuovili prima di eliminarlo',
} as const;

export const PARTICIPATION_MSG = {
  courseRequired: 'Seleziona un corso',
  notesTooLong: 'Le note sono troppo lunghe (max 300 caratteri)',
  added: 'Corso aggiunto con successo al beneficiario',
  updated: 'Partecipazione al corso aggiornata con successo',
  /** 409: the pair exists already. */
  taken: 'La beneficiaria è già iscritta a questo corso',
} as const;

/** Spec 02 §3: how a course is held. */
export const COURSE_MODES = ['Presenza', 'FAD', 'Blended'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
/** The company type a course's provider must have. */
export const TRAINING_BODY_TYPE = 'Ente di formazione';
/** Spec 02 §9: a participant's courses come 11 at a time. */
export const PARTICIPATIONS_PAGE_SIZE = 11;
/** Spec 02 §9: the beneficiary's course select asks for every course at once (1e7). */
export const COURSE_MIN_INFO_LIMIT = 10_000_000;

const TYPE_QUALIFICATIONS = INIT_LISTS.typeQualification;

/** A required choice: blank is missing. */
const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) ? undefined : v), schema);

const courseFields = {
  type_id: required(requiredId(COURSE_MSG.typeRequired)),
  type_qualification: optionalText(100).refine((v) => v === '' || TYPE_QUALIFICATIONS.includes(v), MSG.badValue),
  address: requiredText(255, { required: COURSE_MSG.addressRequired, tooShort: COURSE_MSG.addressRequired }),
  municipio_id: optionalId(),
  mode: required(z.enum(COURSE_MODES, { message: COURSE_MSG.modeRequired })),
  /** The day it starts, if known: 'Oggi' lists it to the operators of its participants in the 30 days before. */
  start_date: optionalDate(COURSE_MSG.badStartDate),
  duration: optionalText(50, COURSE_MSG.durationLength).refine((v) => v === '' || v.length >= 3, COURSE_MSG.durationLength),
  days_hours: optionalText(100),
  paid: z.boolean({ message: MSG.badValue }).default(false),
  price_notes: optionalText(200),
  access_criteria: optionalText(500),
  website: optionalUrl(200, COURSE_MSG.badUrl),
  contact_name: optionalText(100),
  contact_phone: contactPhone(),
  contact_mail: optionalEmail(100, COURSE_MSG.badEmail),
  internal_referent: optionalText(100),
  internal_referent_phone: contactPhone(),
  notes: optionalText(300, COURSE_MSG.notesTooLong),
  provider: required(requiredId(COURSE_MSG.providerRequired)),
};

/** POST /api/auth/courses/ and the course form. */
export const CourseInputSchema = z.object(courseFields);
export type CourseInput = z.infer<typeof CourseInputSchema>;
export type CourseFormValues = z.input<typeof CourseInputSchema>;

/** PUT /api/auth/courses/{ID}: the same, with the ID the client may repeat. */
export const CourseUpdateSchema = CourseInputSchema.extend({ ID: rowId().optional() });

/** A stored course as the table shows it (spec 02 §3), with its labels and per-row counts. */
export const CourseSchema = z.object({
  ...courseFields,
  type_id: z.number().int(),
  type_qualification: z.string(),
  mode: z.enum(COURSE_MODES),
  start_date: z.string().nullable(),
  municipio_id: z.number().int().nullable(),
  website: z.string(),
  contact_phone: z.string(),
  contact_mail: z.string(),
  internal_referent_phone: z.string(),
  duration: z.string(),
  provider: z.number().int(),
  /** The label of type_id (types_courses). */
  type: z.string(),
  /** The training body's company_name. */
  provider_course: z.string(),
  municipio: z.string().nullable(),
  participants_count: z.number().int(),
  files_count: z.number().int(),
  ...recordMeta,
});
export type Course = z.infer<typeof CourseSchema>;

/**
 * minInfo=true: the choices of the beneficiary's course select (spec 02 §7: ID, type, company_name),
 * with the start day, which tells two editions of one course apart.
 */
export const CourseMinInfoSchema = z.object({
  ID: z.number().int(),
  type: z.string(),
  company_name: z.string(),
  start_date: z.string().nullable(),
});
export type CourseMinInfo = z.infer<typeof CourseMinInfoSchema>;

/**
 * Filters of GET /api/auth/courses/ (spec 02 §7) and of the export. only_signed=true keeps the
 * courses whose training body has signed: its convention_signed flag is set or its contact state
 * is 'Manifestazione firmata' (docs/decisions/0023).
 */
export const CourseFiltersSchema = z.object({
  type_id: idFilter,
  address: textFilter(255),
  municipio_id: idFilter,
  company_name: textFilter(255),
  mode: enumFilter(COURSE_MODES),
  type_qualification: textFilter(100),
  only_signed: boolFilter,
  paid: boolFilter,
  /** Courses this beneficiary does not take part in. */
  notBeneficiary: idFilter,
});
export type CourseFilters = z.infer<typeof CourseFiltersSchema>;

/** GET /api/auth/courses/: paging, the filters and minInfo (up to 1e7 rows with minInfo). */
export const CourseListQuerySchema = ListQuerySchema.extend({
  limit: z.coerce
    .number({ message: MSG.badValue })
    .int(MSG.badValue)
    .min(1, MSG.tooSmall)
    .max(COURSE_MIN_INFO_LIMIT, MSG.tooBig)
    .default(TABLE_PAGE_SIZE),
  minInfo: boolFilter,
  ...CourseFiltersSchema.shape,
}).refine((q) => q.minInfo === 'true' || q.limit <= MAX_LIST_LIMIT, { path: ['limit'], message: MSG.tooBig });
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

const participationFields = {
  certification: z.boolean({ message: MSG.badValue }).default(false),
  notes: optionalText(300, PARTICIPATION_MSG.notesTooLong),
};

/** POST /api/auth/participants/beneficiaries/{beneficiaryId}/courses/{courseId} and PUT /api/auth/participants/{ID}. */
export const ParticipationInputSchema = z.object({
  ...participationFields,
  /** The path names them; a body may repeat them. */
  beneficiary_id: optionalId(),
  course_id: optionalId(),
});
export type ParticipationInput = z.infer<typeof ParticipationInputSchema>;

/**
 * PUT /api/auth/participants/{ID}: the whole participation, every key required (spec 02: the
 * payload of the POST). A missing key is refused, never emptied: {} used to wipe the notes and the
 * certification. The ids must be the participation's own.
 */
export const ParticipationUpdateSchema = z.object({
  certification: z.boolean({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.badValue) }),
  notes: sentText(300, PARTICIPATION_MSG.notesTooLong),
  beneficiary_id: requiredId(),
  course_id: requiredId(),
});
export type ParticipationUpdate = z.infer<typeof ParticipationUpdateSchema>;

/**
 * The participation form of the beneficiary's Corsi tab (spec 02 §5 "Participation"): the payload
 * of the POST and of the PUT, with the course to choose ('Seleziona un corso') and her id checked
 * ('ID beneficiario non valido').
 */
export const ParticipationFormSchema = ParticipationUpdateSchema.extend({
  beneficiary_id: requiredId(BENEFICIARY_MSG.idInvalid),
  course_id: requiredId(PARTICIPATION_MSG.courseRequired),
});
export type ParticipationFormValues = z.input<typeof ParticipationFormSchema>;

/** A participation (spec 02 §3) with the beneficiary's name and the nested course. */
export const ParticipationSchema = z.object({
  ...participationFields,
  beneficiary_id: z.number().int(),
  course_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  course: z.object({
    ID: z.number().int(),
    type: z.string(),
    type_qualification: z.string(),
    mode: z.string(),
    start_date: z.string().nullable(),
    provider_course: z.string(),
  }),
  ...recordMeta,
});
export type Participation = z.infer<typeof ParticipationSchema>;

/** {courseId} and {beneficiaryId}/{courseId} of the participants' paths. */
export const CourseParamsSchema = z.object({ courseId: rowId() });
export const BeneficiaryCourseParamsSchema = z.object({ beneficiaryId: rowId(), courseId: rowId() });

/** GET /api/auth/participants/beneficiaries/{beneficiaryId}?limit&offset */
export const ParticipationListQuerySchema = ListQuerySchema.extend({
  limit: ListQuerySchema.shape.limit.unwrap().default(PARTICIPATIONS_PAGE_SIZE),
});
