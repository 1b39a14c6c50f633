import { z } from 'zod';
import { isBlank } from '../common/empty';
import { optionalId, optionalText, requiredId, requiredInt, rowId, sentText } from '../common/fields';
import { dateFilter, enumFilter, idFilter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';
import { COMPANY_STATE_CONTACTS, COMPANY_TYPES, INTERNSHIP_STATUSES, PAYING_COMPANIES } from '../reference/enums';

/** Spec 02 §5 "Internship" and §8: the texts of the internships' tab and screen. */
export const INTERNSHIP_MSG = {
  durationRequired: 'La durata è obbligatoria',
  durationMin: 'La durata minima è 1 mese',
  durationMax: 'La durata massima è 30 mesi',
  statusRequired: 'Lo stato è obbligatorio',
  scheduledRequired: 'Le ore previste sono obbligatorie',
  scheduledMin: 'Le ore previste devono essere almeno 1',
  scheduledMax: 'Le ore previste non possono superare 1000',
  weekNegative: 'Le ore settimanali non possono essere negative',
  weekAboveScheduled: 'Le ore settimanali non possono superare le ore previste',
  completedNegative: 'Le ore completate non possono essere negative',
  completedMax: 'Le ore completate non possono superare 1000',
  completedAboveScheduled: 'Le ore completate non possono superare le ore previste',
  hoursWhole: 'Inserire un numero intero di ore',
  hostRequired: "L'azienda ospitante è obbligatoria",
  payingRequired: "L'organizzazione pagante è obbligatoria",
  /** A paying organisation not in the list. */
  payingUnknown: "Scegliere l'organizzazione pagante dall'elenco",
  sectorRequired: 'Il settore è obbligatorio',
  valutationTooLong: 'La valutazione non può superare i 300 caratteri',
  notesTooLong: 'Le note non possono superare i 500 caratteri',
  allowanceTooLong: "L'indennità mensile non può superare i 50 caratteri",
  /** The form's warning when a save is tried with errors. */
  invalid: 'Compilare tutti i campi obbligatori o correggere gli errori',
  added: 'Tirocinio aggiunto con successo',
  updated: 'Tirocinio aggiornato con successo',
  hoursAdded: 'Ore aggiunte con successo!',
  hoursRemoved: 'Ore rimosse con successo!',
  /** 422: the hours would go below 0. */
  cannotRemove: 'Non puoi rimuovere altre ore completate!',
  /** 422: the hours would go above the scheduled hours. */
  cannotAdd: "Non puoi aggiungere altre ore completate! Modifica le ore completate nell'apposito form",
  hoursFailed: 'Errore durante la aggiunta/rimozione delle ore!',
  /** 400 on hours: a change of 0 hours. */
  hoursStep: 'Indicare quante ore aggiungere o togliere',
  /** 422: the host is not a signed internship company (spec 02 §7: the select lists only those). */
  hostNotSigned: "L'azienda ospitante deve essere un'azienda per tirocinio con manifestazione firmata",
  /** 422: the position is another company's. */
  positionElsewhere: "La posizione scelta non appartiene all'azienda ospitante",
  /** 409: another beneficiary holds the position. */
  positionTaken: 'La posizione scelta è già occupata',
  /** The range of the programme-wide list's filter is upside down. */
  rangeReversed: 'La data di fine deve essere successiva alla data di inizio',
  badDate: 'Data non valida',
} as const;

/** Spec 02 §9: her internships come 5 at a time ('Carica Altro'). */
export const INTERNSHIPS_PAGE_SIZE = 5;
export const INTERNSHIP_DURATION_MIN = 1;
export const INTERNSHIP_DURATION_MAX = 30;
export const INTERNSHIP_HOURS_MAX = 1000;
export const INTERNSHIP_VALUTATION_MAX = 300;
export const INTERNSHIP_NOTES_MAX = 500;
export const INTERNSHIP_ALLOWANCE_MAX = 50;

/**
 * The companies that may host an internship (spec 02 §7): signed internship companies. The form's
 * select asks GET /api/auth/companies/ with these filters; the server refuses any other host.
 */
export const INTERNSHIP_HOST = {
  company_type: 'Azienda per tirocinio',
  state_contact: 'Manifestazione firmata',
} as const satisfies { company_type: (typeof COMPANY_TYPES)[number]; state_contact: (typeof COMPANY_STATE_CONTACTS)[number] };

export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];

/** Spec 02 §4: the colour of each status badge; any other status is gray. */
export const INTERNSHIP_STATUS_COLORS: Record<InternshipStatus, string> = {
  Attivo: 'green',
  Completato: 'blue',
  Interrotto: 'red',
  Pianificato: 'yellow',
};
export const internshipStatusColor = (status: string | null | undefined): string =>
  (INTERNSHIP_STATUS_COLORS as Record<string, string>)[status ?? ''] ?? 'gray';

/**
 * Spec 02 §4: the +/- buttons move the completed hours by the weekly hours (1 when those are 0 or
 * missing); minus stops at 0, plus at the scheduled hours.
 */
export const hoursStep = (weekHours: number | null | undefined) => (weekHours && weekHours > 0 ? weekHours : 1);
export const canRemoveHours = (i: { completed_hours: number }) => i.completed_hours > 0;
export const canAddHours = (i: { completed_hours: number; scheduled_hours: number }) => i.completed_hours < i.scheduled_hours;

/** A number field of the form: blank is missing (the required text), not a wrong type. */
const blankIsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) ? undefined : v), schema);
/** Hours that may be left empty: empty is 0. */
const hoursOrZero = (tooSmall: string, tooBig: string) =>
  z.preprocess((v) => (isBlank(v) ? 0 : v), requiredInt(0, INTERNSHIP_HOURS_MAX, { invalid: INTERNSHIP_MSG.hoursWhole, tooSmall, tooBig }));

const internshipFields = {
  hosting_company_id: requiredId(INTERNSHIP_MSG.hostRequired),
  /** The company's position she takes (optional). */
  internship_company_id: optionalId(),
  status_internships: blankIsMissing(z.enum(INTERNSHIP_STATUSES, { message: INTERNSHIP_MSG.statusRequired })),
  sector_id: requiredId(INTERNSHIP_MSG.sectorRequired),
  /** One of the init call's payingCompany list (spec 01 §3), the form's select. */
  paying_company: blankIsMissing(
    z.enum(PAYING_COMPANIES, {
      error: (issue) => (issue.input === undefined ? INTERNSHIP_MSG.payingRequired : INTERNSHIP_MSG.payingUnknown),
    }),
  ),
  duration_month: blankIsMissing(
    requiredInt(INTERNSHIP_DURATION_MIN, INTERNSHIP_DURATION_MAX, {
      required: INTERNSHIP_MSG.durationRequired,
      invalid: INTERNSHIP_MSG.durationRequired,
      tooSmall: INTERNSHIP_MSG.durationMin,
      tooBig: INTERNSHIP_MSG.durationMax,
    }),
  ),
  scheduled_hours: blankIsMissing(
    requiredInt(1, INTERNSHIP_HOURS_MAX, {
      required: INTERNSHIP_MSG.scheduledRequired,
      invalid: INTERNSHIP_MSG.hoursWhole,
      tooSmall: INTERNSHIP_MSG.scheduledMin,
      tooBig: INTERNSHIP_MSG.scheduledMax,
    }),
  ),
  /** Spelt so by the spec. */
  week_sceduled_hours: hoursOrZero(INTERNSHIP_MSG.weekNegative, INTERNSHIP_MSG.weekAboveScheduled),
  completed_hours: hoursOrZero(INTERNSHIP_MSG.completedNegative, INTERNSHIP_MSG.completedMax),
  /** Free text (spec 02 §3). */
  monthly_allowance: optionalText(INTERNSHIP_ALLOWANCE_MAX, INTERNSHIP_MSG.allowanceTooLong),
  valutation: optionalText(INTERNSHIP_VALUTATION_MAX, INTERNSHIP_MSG.valutationTooLong),
  notes: optionalText(INTERNSHIP_NOTES_MAX, INTERNSHIP_MSG.notesTooLong),
};

type Hours = { scheduled_hours?: unknown; week_sceduled_hours?: unknown; completed_hours?: unknown };
/** Hours that passed their own rule (a whole number from 0 to 1000): only those are compared. */
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= INTERNSHIP_HOURS_MAX;

/** The hours of `key` are not above the scheduled ones (when both are counts; a body that is no object fails elsewhere). */
const notAbove = (v: Hours | null | undefined, key: 'week_sceduled_hours' | 'completed_hours') => {
  const hours = v?.[key];
  const scheduled = v?.scheduled_hours;
  return !isCount(hours) || !isCount(scheduled) || hours <= scheduled;
};

/**
 * Neither the weekly nor the completed hours above the scheduled ones. Run as soon as those three
 * parsed, whatever the other fields say, so the form shows every error at once.
 */
const hoursWithinSchedule = <T extends z.ZodType<Hours>>(schema: T) => {
  // `when`: also when another field failed
  const always = { when: () => true };
  return schema
    .refine((v) => notAbove(v, 'week_sceduled_hours'), {
      ...always,
      path: ['week_sceduled_hours'],
      message: INTERNSHIP_MSG.weekAboveScheduled,
    })
    .refine((v) => notAbove(v, 'completed_hours'), {
      ...always,
      path: ['completed_hours'],
      message: INTERNSHIP_MSG.completedAboveScheduled,
    });
};

const inputObject = z.object({
  ...internshipFields,
  /** The path names her; a body may repeat it. */
  beneficiary_id: optionalId(),
});

/** POST /api/auth/internships/beneficiaries/{beneficiaryId} and the internship form. */
export const InternshipInputSchema = hoursWithinSchedule(inputObject);
export type InternshipInput = z.infer<typeof InternshipInputSchema>;
/** What the form holds before the rules run. */
export type InternshipFormValues = z.input<typeof InternshipInputSchema>;

/**
 * PUT /api/auth/internships/{id}: the same body with every text key sent (a missing `notes` is
 * refused, never read as emptied); a repeated beneficiary_id must be the internship's own.
 */
export const InternshipUpdateSchema = hoursWithinSchedule(
  inputObject.extend({
    monthly_allowance: sentText(INTERNSHIP_ALLOWANCE_MAX, INTERNSHIP_MSG.allowanceTooLong),
    valutation: sentText(INTERNSHIP_VALUTATION_MAX, INTERNSHIP_MSG.valutationTooLong),
    notes: sentText(INTERNSHIP_NOTES_MAX, INTERNSHIP_MSG.notesTooLong),
    ID: rowId().optional(),
  }),
);
export type InternshipUpdate = z.infer<typeof InternshipUpdateSchema>;

/** The position an internship holds, as its card shows it (spec 02 §2 tab 11). */
export const InternshipPositionSchema = z.object({
  ID: z.number().int(),
  company_id: z.number().int(),
  job_positions: z.string(),
  requisiti: z.string(),
  orari_turni: z.string(),
  start_date: z.string().nullable(),
  place: z.string(),
  municipio_id: z.number().int().nullable(),
  municipio: z.object({ ID: z.number().int(), municipio: z.string() }).nullable(),
  busy: z.boolean(),
  id_beneficiary: z.number().int().nullable(),
});
export type InternshipPosition = z.infer<typeof InternshipPositionSchema>;

/** A stored internship (spec 02 §3) with the names both lists show. */
export const InternshipSchema = z.object({
  beneficiary_id: z.number().int(),
  hosting_company_id: z.number().int(),
  internship_company_id: z.number().int().nullable(),
  status_internships: z.string(),
  sector_id: z.number().int(),
  paying_company: z.string(),
  duration_month: z.number().int(),
  scheduled_hours: z.number().int(),
  week_sceduled_hours: z.number().int(),
  completed_hours: z.number().int(),
  monthly_allowance: z.string(),
  valutation: z.string(),
  notes: z.string(),
  /** Read-only (spec 02 §3): the host's name, also as hosting_company_refer.company_name. */
  hosting_company_name: z.string(),
  hosting_company_refer: z.object({ ID: z.number().int(), company_name: z.string() }),
  /** The sector's label. */
  sector: z.string(),
  /** The position she holds, or null. */
  internship_company: InternshipPositionSchema.nullable(),
  beneficiary: z.object({ ID: z.number().int(), name: z.string(), surname: z.string(), fiscal_code: z.string().nullable() }),
  ...recordMeta,
});
export type Internship = z.infer<typeof InternshipSchema>;

/** PUT /api/auth/internships/{id}/add-remove-hours: the hours to add (positive) or remove (negative). */
export const InternshipHoursInputSchema = z.object({
  completed_hours: z
    .number({ error: (issue) => (issue.input == null ? INTERNSHIP_MSG.hoursStep : INTERNSHIP_MSG.hoursWhole) })
    .int(INTERNSHIP_MSG.hoursWhole)
    .min(-INTERNSHIP_HOURS_MAX, INTERNSHIP_MSG.cannotRemove)
    .max(INTERNSHIP_HOURS_MAX, INTERNSHIP_MSG.cannotAdd)
    .refine((n) => n !== 0, INTERNSHIP_MSG.hoursStep),
});
export type InternshipHoursInput = z.infer<typeof InternshipHoursInputSchema>;
/** Its answer: the completed hours now. */
export const InternshipHoursSchema = z.object({ completed_hours: z.number().int() });

const internshipFilters = {
  beneficiary_id: idFilter,
  /** Her name, surname (either order) or fiscal code contains the text. */
  beneficiary: textFilter(100),
  hosting_company_id: idFilter,
  status_internships: enumFilter(INTERNSHIP_STATUSES),
  sector_id: idFilter,
  /** Recorded from / to (days, inclusive). */
  created_from: dateFilter(INTERNSHIP_MSG.badDate),
  created_to: dateFilter(INTERNSHIP_MSG.badDate),
};

const rangeInOrder = (f: { created_from?: string; created_to?: string }) =>
  !f.created_from || !f.created_to || f.created_from <= f.created_to;
const rangeIssue = { path: ['created_to'], message: INTERNSHIP_MSG.rangeReversed };

/** Filters of GET /api/auth/internships/ (her tab: beneficiary_id; the programme-wide list: the rest) and of the export. */
export const InternshipFiltersSchema = z.object(internshipFilters).refine(rangeInOrder, rangeIssue);
export type InternshipFilters = z.infer<typeof InternshipFiltersSchema>;

/** GET /api/auth/internships/?beneficiary_id&limit&offset[&get-tot] and the filters. */
export const InternshipListQuerySchema = ListQuerySchema.extend({
  limit: ListQuerySchema.shape.limit.unwrap().default(INTERNSHIPS_PAGE_SIZE),
  ...internshipFilters,
}).refine(rangeInOrder, rangeIssue);
export type InternshipListQuery = z.infer<typeof InternshipListQuerySchema>;
