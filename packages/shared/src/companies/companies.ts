import { z } from 'zod';
import { MAX_LIST_LIMIT, TABLE_PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { optionalDate } from '../common/dates';
import { isBlank } from '../common/empty';
import { INT4_MAX, optionalEmail, optionalId, optionalText, optionalUrl, phone, requiredText, rowId } from '../common/fields';
import { boolFilter, dateFilter, enumFilter, filter, idFilter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';
import { COMPANY_STATE_CONTACTS, COMPANY_TYPES } from '../reference/enums';

/** Spec 02 §5 and §8: the texts of the company screens. */
export const COMPANY_MSG = {
  fillRequired: 'Compilare tutti i campi obbligatori',
  fixErrors: 'Correggere gli errori nel form',
  badUrl: 'Inserire un URL valido',
  badPhone: 'Inserire un numero di telefono valido',
  added: 'Azienda aggiunta con successo',
  updated: 'Azienda aggiornata con successo',
  /** 409: the name belongs to another company. */
  nameTaken: "Il nome dell'azienda è già presente nel sistema",
  /** 424: positions, internships or courses still refer to it. */
  hasDependants: "Impossibile eliminare l'azienda: ha posizioni di tirocinio, tirocini o corsi collegati",
  /** 403: a filter only administrators may use. */
  adminFilter: 'Accesso vietato: questo filtro è riservato agli amministratori',
} as const;

/** Spec 02 §5 "Company internship position". */
export const POSITION_MSG = {
  jobRequired: 'Il campo Posizioni Lavorative è obbligatorio.',
  badCompany: 'ID Azienda non valido',
  /** Spec 02 §8: the position form's notices. */
  added: 'Dettagli tirocinio aggiunti con successo',
  updated: 'Dettagli tirocinio aggiornati con successo',
  /** 424: a beneficiary holds it. */
  taken: 'Impossibile eliminare la posizione: è assegnata a un beneficiario',
} as const;

export const COMPANY_NAME_MAX = 255;
export const COMPANY_NOTES_MAX = 500;
export const COMPANY_PHONE_MAX = 20;
/** Spec 02 §5: optional +39, then 6 to 15 digits or spaces. */
export const COMPANY_PHONE_SHAPE = /^(\+39)?[\d ]{6,15}$/;
/** The same rule for every contact phone of companies and courses. */
export const contactPhone = () => phone({ max: COMPANY_PHONE_MAX, shape: COMPANY_PHONE_SHAPE }, COMPANY_MSG.badPhone);

const flag = z.boolean({ message: MSG.badValue }).default(false);

/** Internships requested: a whole number from 0; blank is 0. */
const internshipsRequested = z.preprocess(
  (v) => (isBlank(v) ? 0 : v),
  z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).min(0, MSG.tooSmall).max(INT4_MAX, MSG.tooBig),
);

const companyFields = {
  company_name: requiredText(COMPANY_NAME_MAX, { tooShort: MSG.required }),
  company_type: z.enum(COMPANY_TYPES, { message: MSG.required }),
  sector_id: optionalId(),
  fonte: optionalText(100),
  address: optionalText(255),
  municipio_id: optionalId(),
  website: optionalUrl(255, COMPANY_MSG.badUrl),
  contact_email: optionalEmail(100),
  contact_phone: contactPhone(),
  contact_name: optionalText(100),
  intern_name: optionalText(100),
  intern_phone: contactPhone(),
  intern_mail: optionalEmail(100),
  numbers_internships: internshipsRequested,
  state_contact: z.enum(COMPANY_STATE_CONTACTS, { message: MSG.required }),
  date_email_manifest: optionalDate(),
  manifest_internship: flag,
  manifest_job_day: flag,
  direct_assumption: flag,
  mail_sent_at: optionalDate(),
  mail_sender: optionalText(100),
  mail_notes: optionalText(COMPANY_NOTES_MAX),
  notes: optionalText(COMPANY_NOTES_MAX),
  convention_signed: flag,
};

/** POST /api/auth/companies/ and the company form. */
export const CompanyInputSchema = z.object(companyFields);
export type CompanyInput = z.infer<typeof CompanyInputSchema>;
/** What the form holds before the rules run. */
export type CompanyFormValues = z.input<typeof CompanyInputSchema>;

/** PUT /api/auth/companies/{ID}: the same, with the ID the client may repeat. */
export const CompanyUpdateSchema = CompanyInputSchema.extend({ ID: rowId().optional() });

/** A stored company as clients receive it. */
export const CompanySchema = z.object({
  ...companyFields,
  website: z.string(),
  contact_email: z.string(),
  intern_mail: z.string(),
  contact_phone: z.string(),
  intern_phone: z.string(),
  numbers_internships: z.number().int(),
  date_email_manifest: z.string().nullable(),
  mail_sent_at: z.string().nullable(),
  manifest_internship: z.boolean(),
  manifest_job_day: z.boolean(),
  direct_assumption: z.boolean(),
  convention_signed: z.boolean(),
  sector_id: z.number().int().nullable(),
  municipio_id: z.number().int().nullable(),
  ...recordMeta,
});
export type Company = z.infer<typeof CompanySchema>;

/** A row of the companies table (spec 02 §2): the company, its references' names and its position counts. */
export const CompanyListRowSchema = CompanySchema.extend({
  sector_refer: z.object({ ID: z.number().int(), type: z.string() }).nullable(),
  municipio: z.object({ ID: z.number().int(), municipio: z.string() }).nullable(),
  /** Positions taken by a beneficiary. */
  assigned_internships: z.number().int(),
  /** Positions still free. */
  open_positions: z.number().int(),
  total_positions: z.number().int(),
});
export type CompanyListRow = z.infer<typeof CompanyListRowSchema>;

/** minInfo=true: the choices of a select. */
export const CompanyMinInfoSchema = z.object({ ID: z.number().int(), company_name: z.string() });
export type CompanyMinInfo = z.infer<typeof CompanyMinInfoSchema>;

/** Filters of GET /api/auth/companies/ (spec 02 §7) and of the export. */
export const CompanyFiltersSchema = z.object({
  name: textFilter(COMPANY_NAME_MAX),
  mail_sent_at: dateFilter(),
  mail_sender: textFilter(100),
  company_type: enumFilter(COMPANY_TYPES),
  sector_id: idFilter,
  fonte: textFilter(100),
  address: textFilter(255),
  municipio_id: idFilter,
  contact_email: textFilter(100),
  contact_phone: textFilter(COMPANY_PHONE_MAX),
  contact_name: textFilter(100),
  intern_name: textFilter(100),
  intern_phone: textFilter(COMPANY_PHONE_MAX),
  intern_mail: textFilter(100),
  numbers_internships: filter(z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).min(0, MSG.tooSmall).max(INT4_MAX, MSG.tooBig)),
  state_contact: enumFilter(COMPANY_STATE_CONTACTS),
  date_email_manifest: dateFilter(),
  convention_signed: boolFilter,
  manifest_internship: boolFilter,
  manifest_job_day: boolFilter,
  direct_assumption: boolFilter,
  /** Companies with a position in this municipio. */
  positions_municipio: idFilter,
  /** true: with at least one free position; false: with none. */
  positions_open: boolFilter,
  /** Companies with a position whose role contains the text. */
  positions: textFilter(255),
});
export type CompanyFilters = z.infer<typeof CompanyFiltersSchema>;

/** Spec 02 §6: filters only administrators see and may use. */
export const COMPANY_ADMIN_FILTERS = [
  'mail_sent_at',
  'mail_sender',
  'fonte',
  'contact_email',
  'contact_phone',
  'intern_phone',
  'intern_mail',
  'numbers_internships',
  'date_email_manifest',
] as const satisfies readonly (keyof CompanyFilters)[];

/** Spec 02 §6: the state an operator's list starts with. */
export const COMPANY_OPERATOR_DEFAULT_STATE = 'Manifestazione firmata' satisfies (typeof COMPANY_STATE_CONTACTS)[number];

/** The select of another screen asks for every company at once (spec 02 §9: limit 1e6 with minInfo). */
export const COMPANY_MIN_INFO_LIMIT = 10_000_000;

/** GET /api/auth/companies/: paging, the filters and minInfo. A full page is at most MAX_LIST_LIMIT rows. */
export const CompanyListQuerySchema = ListQuerySchema.extend({
  limit: z.coerce
    .number({ message: MSG.badValue })
    .int(MSG.badValue)
    .min(1, MSG.tooSmall)
    .max(COMPANY_MIN_INFO_LIMIT, MSG.tooBig)
    .default(TABLE_PAGE_SIZE),
  minInfo: boolFilter,
  ...CompanyFiltersSchema.shape,
}).refine((q) => q.minInfo === 'true' || q.limit <= MAX_LIST_LIMIT, { path: ['limit'], message: MSG.tooBig });
export type CompanyListQuery = z.infer<typeof CompanyListQuerySchema>;

/** {companyId} of the positions' paths. */
export const CompanyParamsSchema = z.object({ companyId: rowId(POSITION_MSG.badCompany) });

const positionFields = {
  job_positions: requiredText(255, { required: POSITION_MSG.jobRequired, tooShort: POSITION_MSG.jobRequired }),
  requisiti: optionalText(500),
  orari_turni: optionalText(255),
  start_date: optionalDate(),
  municipio_id: optionalId(),
  place: optionalText(255),
};

/** POST /api/auth/companies/{companyId}/internship/ and PUT /api/auth/companies/internship/{id}, and the position form. */
export const PositionInputSchema = z.object({
  ...positionFields,
  /** The path names the company; a body that repeats it must agree with a valid id. */
  company_id: z.preprocess((v) => (isBlank(v) ? undefined : v), rowId(POSITION_MSG.badCompany).optional()),
  ID: rowId().optional(),
});
export type PositionInput = z.infer<typeof PositionInputSchema>;
export type PositionFormValues = z.input<typeof PositionInputSchema>;

/** A stored position (spec 02 §3), with the names the card shows. */
export const PositionSchema = z.object({
  ...positionFields,
  company_id: z.number().int(),
  start_date: z.string().nullable(),
  municipio_id: z.number().int().nullable(),
  busy: z.boolean(),
  id_beneficiary: z.number().int().nullable(),
  municipio: z.object({ ID: z.number().int(), municipio: z.string() }).nullable(),
  /** The beneficiary holding it, for the card's link. */
  beneficiary: z.object({ ID: z.number().int(), name: z.string(), surname: z.string() }).nullable(),
  ...recordMeta,
});
export type Position = z.infer<typeof PositionSchema>;

/** Spec 02 §9: positions come in one page of up to 100000. */
export const POSITION_LIST_LIMIT = 100_000;

/** GET /api/auth/companies/{id}/internship/?limit&assigned= */
export const PositionListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: MSG.badValue })
    .int(MSG.badValue)
    .min(1, MSG.tooSmall)
    .max(POSITION_LIST_LIMIT, MSG.tooBig)
    .default(POSITION_LIST_LIMIT),
  offset: z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).min(0, MSG.tooSmall).default(0),
  assigned: boolFilter,
});
export type PositionListQuery = z.infer<typeof PositionListQuerySchema>;
