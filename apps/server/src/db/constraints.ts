import {
  BENEFICIARY_MSG,
  COMPANY_MSG,
  COURSE_MSG,
  COST_MSG,
  FILE_MSG,
  INTERNSHIP_MSG,
  PARTICIPATION_MSG,
  MSG,
  OPERATOR_MSG,
  POSITION_MSG,
  SECTION_MSG,
  STATUS_MESSAGES,
} from '@empowerment/shared';

/**
 * Every unique and foreign-key constraint of the schema, by its name in PostgreSQL: the API field it
 * guards and the Italian text a client gets when a write breaks it. The errors plugin reads only
 * this; db/constraints.test.ts fails when the migrated database and this list disagree.
 */
export type UniqueConstraint = { kind: 'unique'; field: string; message: string };
export type ForeignKeyConstraint = {
  kind: 'foreign';
  /** The referencing field: a create or update naming a missing row is a 400 on it. */
  field: string;
  /** Text of that 400 (MSG.badValue unless given). */
  message: string;
  /** Text of the 424 when a delete is blocked by rows that still reference it. */
  dependants: string;
};
export type Constraint = UniqueConstraint | ForeignKeyConstraint;

const unique = (field: string, message: string): UniqueConstraint => ({ kind: 'unique', field, message });
const foreign = (field: string, message: string = MSG.badValue, dependants: string = STATUS_MESSAGES[424]): ForeignKeyConstraint => ({
  kind: 'foreign',
  field,
  message,
  dependants,
});

/** Label lists (Dropdown Edit): one entry may appear once. */
const LIST_ENTRY_TAKEN = "Il valore è già presente nell'elenco";
/** Values the server itself makes (never typed by a client): the catalogue's generic text. */
const GENERATED = STATUS_MESSAGES[409];

/** The unique beneficiary and its reference of each one-row section table. */
const sectionConstraints = (tables: string[]): Record<string, Constraint> =>
  Object.fromEntries(
    tables.flatMap((table) => [
      [`${table}_beneficiary_id_unique`, unique('beneficiary_id', SECTION_MSG.exists)],
      [`${table}_beneficiary_id_beneficiaries_id_fk`, foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid)],
    ]),
  );

export const CONSTRAINTS: Record<string, Constraint> = {
  // operators
  operators_email_key: unique('email', OPERATOR_MSG.emailTaken),
  operators_municipio_id_municipi_id_fk: foreign('municipio_id'),
  operators_col_id_types_col_id_fk: foreign('col_id'),
  password_tokens_token_hash_unique: unique('token_hash', GENERATED),
  password_tokens_operator_id_operators_id_fk: foreign('operator_id'),
  refresh_tokens_operator_id_operators_id_fk: foreign('operator_id'),
  known_sign_in_clients_operator_id_operators_id_fk: foreign('operator_id'),

  // beneficiaries (spec 02 §8)
  beneficiaries_fiscal_code_key: unique('fiscal_code', BENEFICIARY_MSG.fiscalCodeTaken),
  beneficiaries_phone_key: unique('phone', BENEFICIARY_MSG.phoneTaken),
  beneficiaries_id_public_key: unique('id_public', BENEFICIARY_MSG.idPublicTaken),
  beneficiaries_email_key: unique('email', BENEFICIARY_MSG.emailTaken),
  beneficiaries_country_birth_countries_id_fk: foreign('country_birth'),
  beneficiaries_municipio_id_municipi_id_fk: foreign('municipio_id'),
  beneficiaries_operator_id_operators_id_fk: foreign('operator_id'),

  // the one-to-one sections: a second POST of a section is a 409; each row belongs to a beneficiary
  ...sectionConstraints([
    'data_projects',
    'social_data',
    'residence_permits',
    'about_services',
    'economic_situations',
    'family_commitments',
    'personal_resources',
    'professional_profiles',
    'data_sicol',
  ]),
  addresses_beneficiary_id_type_key: unique('type', SECTION_MSG.exists),
  addresses_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  social_data_social_situation_type_types_social_situations_id_fk: foreign('social_situation_type'),

  // career days and group activities: one with sign-ups cannot be deleted (424)
  beneficiary_career_days_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  beneficiary_career_days_carrers_day_id_career_days_id_fk: foreign('carrers_days_ids'),
  beneficiary_group_activities_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  beneficiary_group_activities_group_activity_id_fk: foreign('group_activity_ids'),

  // companies and their internship positions
  companies_company_name_key: unique('company_name', COMPANY_MSG.nameTaken),
  companies_sector_id_sectors_id_fk: foreign('sector_id'),
  companies_municipio_id_municipi_id_fk: foreign('municipio_id'),
  company_internship_positions_company_id_companies_id_fk: foreign('company_id', POSITION_MSG.badCompany, COMPANY_MSG.hasDependants),
  company_internship_positions_municipio_id_municipi_id_fk: foreign('municipio_id'),
  company_internship_positions_id_beneficiary_beneficiaries_id_fk: foreign('id_beneficiary', BENEFICIARY_MSG.idInvalid),

  // activity log
  activity_logs_operator_id_operators_id_fk: foreign('operator_id'),
  // the log's counts, one row per group, kept by its triggers
  activity_log_counts_group_key: unique('entity', GENERATED),

  // courses, their participants and documents
  courses_type_id_types_courses_id_fk: foreign('type_id', COURSE_MSG.typeRequired),
  courses_municipio_id_municipi_id_fk: foreign('municipio_id'),
  courses_provider_companies_id_fk: foreign('provider', COURSE_MSG.providerRequired, COMPANY_MSG.hasDependants),
  participants_beneficiary_course_key: unique('course_id', PARTICIPATION_MSG.taken),
  participants_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  participants_course_id_courses_id_fk: foreign('course_id', PARTICIPATION_MSG.courseRequired, COURSE_MSG.hasDependants),
  file_contents_file_id_files_id_fk: foreign('file_id'),
  files_type_id_types_files_id_fk: foreign('type_id', FILE_MSG.typeRequired),
  files_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  files_operator_id_operators_id_fk: foreign('operator_id'),

  // interviews: her interviews go with her; a type in use stays in its list (424)
  interviews_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  interviews_type_id_types_interviews_id_fk: foreign('type_id'),

  // costs: hers go with her; a cost type in use stays in its list (424); a deleted document leaves the cost
  costs_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  costs_type_types_costs_id_fk: foreign('type', COST_MSG.typeRequired),
  costs_file_id_files_id_fk: foreign('file_id'),

  // internships: hers go with her; a host company, a sector or a position in use stays (424); one internship per position
  internships_beneficiary_id_beneficiaries_id_fk: foreign('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  internships_hosting_company_id_companies_id_fk: foreign('hosting_company_id', MSG.badValue, COMPANY_MSG.hasDependants),
  internships_sector_id_sectors_id_fk: foreign('sector_id'),
  internships_position_id_fk: foreign('internship_company_id', MSG.badValue, POSITION_MSG.taken),
  internships_position_key: unique('internship_company_id', INTERNSHIP_MSG.positionTaken),

  // bug reports: the sender and the administrator who handled one may be removed (set null); a screenshot goes with its report
  bug_reports_operator_id_operators_id_fk: foreign('operator_id'),
  bug_reports_handled_by_operators_id_fk: foreign('handled_by'),
  bug_report_screenshots_bug_report_id_bug_reports_id_fk: foreign('bug_report_id'),

  // reference lists
  countries_name_unique: unique('name', LIST_ENTRY_TAKEN),
  countries_code_unique: unique('code', LIST_ENTRY_TAKEN),
  municipi_municipio_unique: unique('municipio', LIST_ENTRY_TAKEN),
  sectors_type_unique: unique('type', LIST_ENTRY_TAKEN),
  types_col_type_unique: unique('type', LIST_ENTRY_TAKEN),
  types_costs_type_unique: unique('type', LIST_ENTRY_TAKEN),
  types_courses_type_unique: unique('type', LIST_ENTRY_TAKEN),
  types_files_type_unique: unique('type', LIST_ENTRY_TAKEN),
  types_interviews_type_unique: unique('type', LIST_ENTRY_TAKEN),
  types_social_situations_type_unique: unique('type', LIST_ENTRY_TAKEN),
};

/** Text of a unique violation on a table whose constraint is not listed (the registry test keeps this rare). */
const UNLISTED_UNIQUE: Record<string, string> = { beneficiaries: BENEFICIARY_MSG.uniqueTaken };

/** The answer to a broken unique constraint: 409 with the text, on its field when known. */
export function uniqueViolation(constraint: string | undefined, table: string | undefined) {
  const entry = constraint ? CONSTRAINTS[constraint] : undefined;
  if (entry?.kind === 'unique') return { error: entry.message, fields: { [entry.field]: entry.message } };
  return { error: (table && UNLISTED_UNIQUE[table]) ?? STATUS_MESSAGES[409] };
}

/**
 * The answer to a broken foreign key: a delete still referenced is a 424; a create or update naming
 * a row that does not exist is a 400 on its field.
 */
export function foreignKeyViolation(constraint: string | undefined, deleting: boolean) {
  const entry = constraint ? CONSTRAINTS[constraint] : undefined;
  const fk = entry?.kind === 'foreign' ? entry : undefined;
  if (deleting) return { status: 424, body: { error: fk?.dependants ?? STATUS_MESSAGES[424] } };
  if (!fk) return { status: 400, body: { error: MSG.badValue } };
  return { status: 400, body: { error: fk.message, fields: { [fk.field]: fk.message } } };
}
