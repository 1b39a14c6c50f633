import { z } from 'zod';
import { EMAIL_MAX } from '../constants';
import { MSG } from '../messages';
import { optionalCodiceFiscale } from '../common/codice-fiscale';
import { isIsoDate, requiredDate } from '../common/dates';
import { nullIfBlank } from '../common/empty';
import { EMAIL_SHAPE, optionalText, requiredId, requiredText, rowId } from '../common/fields';
import { boolFilter, dateFilter, idFilter, textFilter } from '../common/filters';
import { listQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';
import { foldForSearch } from '../common/search-fold';
import { SEXES } from '../reference/enums';

/** Spec 02 §8, beneficiary update 409: the text names the unique value already used. */
export const BENEFICIARY_MSG = {
  /** Spec 02 §5: a section saved without a valid beneficiary. */
  idInvalid: 'ID beneficiario non valido',
  fiscalCodeTaken: 'Il Codice fiscale è già presente nel sistema',
  phoneTaken: 'Il cellulare è già presente nel sistema',
  idPublicTaken: "L'ID public è già presente nel sistema",
  emailTaken: "L'Email è già presente nel sistema",
  uniqueTaken: 'Beneficiario già esistente con questi dati: verifica i dati univoci',
  // spec 02 §5 "Beneficiary personal data": the form's warning and success
  invalidForm: 'Compila tutti i campi obbligatori correttamente',
  updated: 'Dati personali aggiornati con successo.',
  // the rules' own texts, which the spec leaves to us
  created: 'Beneficiario creato con successo',
  idPublicFormat: "L'ID pubblico deve avere il formato NN_NNN (es. 01_001)",
  idPublicRequired: "L'ID pubblico è obbligatorio",
  nameRequired: 'Il nome è obbligatorio',
  nameShort: 'Il nome deve contenere almeno 2 caratteri',
  nameLong: 'Il nome non può superare gli 80 caratteri',
  surnameRequired: 'Il cognome è obbligatorio',
  surnameShort: 'Il cognome deve contenere almeno 2 caratteri',
  surnameLong: 'Il cognome non può superare gli 80 caratteri',
  emailInvalid: 'Inserire un indirizzo email valido',
  emailLong: "L'email non può superare i 319 caratteri",
  phonePrefixRequired: 'Il prefisso è obbligatorio',
  phoneInvalid: 'Il numero di cellulare non è valido: da 6 a 15 cifre senza prefisso (spazi e trattini ammessi)',
  birthDateRequired: 'La data di nascita è obbligatoria',
  birthDateInvalid: 'La data di nascita non è valida',
  birthDateTooOld: 'La data di nascita non può essere precedente al 01/01/1900',
  birthDateFuture: 'La data di nascita non può essere nel futuro',
  sexRequired: 'Il sesso è obbligatorio',
  nativeLanguageRequired: 'La lingua madre è obbligatoria',
  countryBirthRequired: 'Il paese di nascita è obbligatorio',
  citizenshipRequired: 'La cittadinanza è obbligatoria',
  municipioRequired: 'Il municipio è obbligatorio',
  notesLong: 'Le note non possono superare i 900 caratteri',
  libertyRestrictionsLong: 'Le restrizioni della libertà non possono superare i 200 caratteri',
  deleteConfirm: 'Sei sicuro di voler eliminare questo beneficiario? Questa azione non può essere annullata.',
} as const;

/** The earliest birth date accepted (spec 02 §9). */
export const BIRTH_DATE_MIN = '1900-01-01';
/** Two letters: real surnames and names (Li, Wu, Ng, Do) are that short. */
export const BENEFICIARY_NAME_MIN = 2;
export const BENEFICIARY_NAME_MAX = 80;
export const BENEFICIARY_NOTES_MAX = 900;
export const BENEFICIARY_LIBERTY_MAX = 200;
export const BENEFICIARY_PHONE_MAX = 15;

/**
 * The public identifier: the municipio's public id on two digits, '_', the sequence within the
 * municipio on (at least) three digits. Past 999 the sequence grows a digit (01_1000) rather than
 * leave a municipio without identifiers.
 */
export const ID_PUBLIC_SHAPE = /^\d{2}_\d{3,}$/;
export const ID_PUBLIC_MAX = 25;
/** '01_007' from the municipio's public id and the sequence. */
export const formatIdPublic = (municipioPublicId: number, sequence: number) =>
  `${String(municipioPublicId).padStart(2, '0')}_${String(sequence).padStart(3, '0')}`;

/** Today's day (YYYY-MM-DD) where the code runs. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const idPublicText = z.string({ message: BENEFICIARY_MSG.idPublicFormat }).trim().max(ID_PUBLIC_MAX, BENEFICIARY_MSG.idPublicFormat);
const idPublicValue = idPublicText.refine((v) => ID_PUBLIC_SHAPE.test(v), BENEFICIARY_MSG.idPublicFormat);

/** A mobile number as typed: digits with spaces, dashes, dots or brackets between; sent as digits only. */
const phoneNumber = nullIfBlank(
  z
    .string({ message: BENEFICIARY_MSG.phoneInvalid })
    .trim()
    .refine((v) => /^[\d\s\-./()]+$/.test(v), BENEFICIARY_MSG.phoneInvalid)
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length >= 6 && v.length <= BENEFICIARY_PHONE_MAX, BENEFICIARY_MSG.phoneInvalid),
);

const beneficiaryEmail = nullIfBlank(
  z
    .string({ message: BENEFICIARY_MSG.emailInvalid })
    .trim()
    .max(EMAIL_MAX, BENEFICIARY_MSG.emailLong)
    .refine((v) => EMAIL_SHAPE.test(v), BENEFICIARY_MSG.emailInvalid),
);

/** A day sent as YYYY-MM-DD or as a date-time (its day is kept), from 1900-01-01 to today. */
const birthDate = requiredDate(BENEFICIARY_MSG.birthDateInvalid, BENEFICIARY_MSG.birthDateRequired)
  .refine((v) => !isIsoDate(v) || v >= BIRTH_DATE_MIN, BENEFICIARY_MSG.birthDateTooOld)
  .refine((v) => !isIsoDate(v) || v <= today(), BENEFICIARY_MSG.birthDateFuture);

const personName = (required: string, tooShort: string, tooLong: string) =>
  requiredText(BENEFICIARY_NAME_MAX, { min: BENEFICIARY_NAME_MIN, required, tooShort, tooLong });

/** Every field of "Beneficiary personal data" (spec 02 §5) but the generated id_public; the flags have no default here. */
const personalFields = {
  name: personName(BENEFICIARY_MSG.nameRequired, BENEFICIARY_MSG.nameShort, BENEFICIARY_MSG.nameLong),
  surname: personName(BENEFICIARY_MSG.surnameRequired, BENEFICIARY_MSG.surnameShort, BENEFICIARY_MSG.surnameLong),
  fiscal_code: optionalCodiceFiscale(),
  email: beneficiaryEmail,
  phone_prefix: requiredText(8, { required: BENEFICIARY_MSG.phonePrefixRequired }),
  phone: phoneNumber,
  birth_date: birthDate,
  sex: z.enum(SEXES, { error: (issue) => (issue.input == null || issue.input === '' ? BENEFICIARY_MSG.sexRequired : MSG.badValue) }),
  native_language: requiredText(100, { required: BENEFICIARY_MSG.nativeLanguageRequired }),
  country_birth: requiredId(BENEFICIARY_MSG.countryBirthRequired),
  citizenship: requiredText(100, { required: BENEFICIARY_MSG.citizenshipRequired }),
  education: optionalText(200),
  civil_status: optionalText(100),
  municipio_id: requiredId(BENEFICIARY_MSG.municipioRequired),
  notes: optionalText(BENEFICIARY_NOTES_MAX, BENEFICIARY_MSG.notesLong),
  liberty_restrictions: optionalText(BENEFICIARY_LIBERTY_MAX, BENEFICIARY_MSG.libertyRestrictionsLong),
  has_license_a: z.boolean({ message: MSG.badValue }),
  has_license_b: z.boolean({ message: MSG.badValue }),
  has_motorcycle: z.boolean({ message: MSG.badValue }),
  has_car: z.boolean({ message: MSG.badValue }),
  has_bank_account: z.boolean({ message: MSG.badValue }),
};

const FLAGS = ['has_license_a', 'has_license_b', 'has_motorcycle', 'has_car', 'has_bank_account'] as const;
const flagDefaults = Object.fromEntries(FLAGS.map((k) => [k, personalFields[k].default(false)])) as {
  [K in (typeof FLAGS)[number]]: z.ZodDefault<(typeof personalFields)[K]>;
};

/**
 * POST /api/auth/beneficiaries/ and the create form: id_public may be left empty (the server makes
 * it from the municipio); the flags default to false.
 */
export const BeneficiaryCreateSchema = z.object({
  ...personalFields,
  ...flagDefaults,
  id_public: nullIfBlank(idPublicValue),
});
export type BeneficiaryCreate = z.infer<typeof BeneficiaryCreateSchema>;

/** The edit form of tab 0: every field, id_public required once it exists. */
export const BeneficiaryEditSchema = z.object({
  ...personalFields,
  id_public: z.string({ message: BENEFICIARY_MSG.idPublicRequired }).trim().min(1, BENEFICIARY_MSG.idPublicRequired).pipe(idPublicValue),
});
export type BeneficiaryEdit = z.infer<typeof BeneficiaryEditSchema>;

/** PATCH /api/auth/beneficiaries/{ID}: only the changed fields, plus the ID. */
export const BeneficiaryPatchSchema = BeneficiaryEditSchema.partial().extend({
  ID: rowId().optional(),
});
export type BeneficiaryPatch = z.infer<typeof BeneficiaryPatchSchema>;

/**
 * A stored beneficiary (GET, and the answer of POST and PATCH): the input's keys, weaker where
 * older or imported rows may lack a value, with the header's data.
 */
export const BeneficiarySchema = z.object({
  ID: recordMeta.ID,
  id_public: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  fiscal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone_prefix: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  sex: z.string().nullable(),
  native_language: z.string().nullable(),
  country_birth: z.number().int().nullable(),
  citizenship: z.string().nullable(),
  education: z.string().nullable(),
  civil_status: z.string().nullable(),
  municipio_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  liberty_restrictions: z.string().nullable(),
  has_license_a: z.boolean(),
  has_license_b: z.boolean(),
  has_motorcycle: z.boolean(),
  has_car: z.boolean(),
  has_bank_account: z.boolean(),
  /** The project's active flag; true while she has no project row (as in the list). */
  active: z.boolean(),
  /** The operator who registered her; null once that operator is deleted. */
  operator: z.object({ email: z.string() }).nullable(),
  /** Her project data's row, for the header's badge; null while tab 3 was never saved. */
  data_project: z.object({ ID: z.number().int(), active: z.boolean() }).nullable(),
  CreatedAt: recordMeta.CreatedAt,
  UpdatedAt: recordMeta.UpdatedAt,
});
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

/** GET /api/auth/beneficiaries/duplicates: what the create form knows so far. */
export const BeneficiaryDuplicatesQuerySchema = z.object({
  fiscal_code: textFilter(16),
  birth_date: dateFilter(),
  name: textFilter(BENEFICIARY_NAME_MAX),
  surname: textFilter(BENEFICIARY_NAME_MAX),
});
export type BeneficiaryDuplicatesQuery = z.infer<typeof BeneficiaryDuplicatesQuerySchema>;

/** A probable duplicate: enough to recognise her and open her record. */
export const BeneficiaryDuplicateSchema = z.object({
  ID: z.number().int(),
  id_public: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  fiscal_code: z.string().nullable(),
  birth_date: z.string().nullable(),
  /** Why she is shown: the same fiscal code, or the same birth date with a similar name. */
  reason: z.enum(['fiscal_code', 'name_birth_date']),
});
export type BeneficiaryDuplicate = z.infer<typeof BeneficiaryDuplicateSchema>;
/** At most this many probable duplicates are answered. */
export const DUPLICATES_MAX = 10;

/**
 * Name and surname as the probable duplicates compare them, folded as searches fold text and with
 * words only: 'Éva  Núñez' -> 'eva nunez', 'ΕΛΈΝΗ' -> 'eleni'.
 */
export const foldName = (text: string) =>
  foldForSearch(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A row of the beneficiary list (spec 01 §3), the export's too. */
export const BeneficiaryListRowSchema = z.object({
  ID: z.number().int(),
  id_public: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_prefix: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  birth_date: z.string().nullable(),
  /** The project's active flag; true while she has no project row. */
  active: z.boolean(),
});
export type BeneficiaryListRow = z.infer<typeof BeneficiaryListRowSchema>;

/** Filters of the beneficiary list (GET /api/auth/beneficiaries/ and the export). */
export const BeneficiaryFiltersSchema = z.object({
  id_public: textFilter(25),
  name: textFilter(80),
  surname: textFilter(80),
  email: textFilter(319),
  phone: textFilter(20),
  fiscal_code: textFilter(16),
  birth_date: dateFilter(),
  municipio_id: idFilter,
  active: boolFilter,
});
export type BeneficiaryFilters = z.infer<typeof BeneficiaryFiltersSchema>;

/** GET /api/auth/beneficiaries/: paging plus the filters. */
export const BeneficiaryListQuerySchema = listQuerySchema(BeneficiaryFiltersSchema);
export type BeneficiaryListQuery = z.infer<typeof BeneficiaryListQuerySchema>;

/** Spec 02 §9: the record's header skeleton shows at least this long; after a delete, the list after this. */
export const BENEFICIARY_HEADER_SKELETON_MS = 500;
export const BENEFICIARY_DELETE_REDIRECT_MS = 800;
