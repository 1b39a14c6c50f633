import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { operators } from './operators';
import { countries, municipi } from './reference';
import { BENEFICIARY_MSG, SECTION_MSG } from '@empowerment/shared/beneficiaries';
import { constraintTexts, foreignText, uniqueText } from './constraint-texts';

/** A name as the list's filters compare it (`searchFolded`): 'Nicolò' -> 'nicolo', 'Юлия' -> 'iuliia'. */
const searchable = (column: string) => sql.raw(`search_fold("${column}")`);

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: serial('id').primaryKey(),
    idPublic: varchar('id_public', { length: 25 }),
    name: varchar('name', { length: 80 }).notNull(),
    surname: varchar('surname', { length: 80 }).notNull(),
    email: varchar('email', { length: 319 }),
    phonePrefix: varchar('phone_prefix', { length: 8 }),
    phone: varchar('phone', { length: 15 }),
    birthDate: date('birth_date', { mode: 'string' }),
    fiscalCode: varchar('fiscal_code', { length: 16 }),
    nativeLanguage: varchar('native_language', { length: 100 }),
    countryBirth: integer('country_birth').references(() => countries.id),
    citizenship: varchar('citizenship', { length: 100 }),
    sex: varchar('sex', { length: 1 }),
    education: varchar('education', { length: 200 }),
    civilStatus: varchar('civil_status', { length: 100 }),
    municipioId: integer('municipio_id').references(() => municipi.id),
    notes: varchar('notes', { length: 900 }),
    hasLicenseA: boolean('has_license_a').notNull().default(false),
    hasLicenseB: boolean('has_license_b').notNull().default(false),
    hasMotorcycle: boolean('has_motorcycle').notNull().default(false),
    hasCar: boolean('has_car').notNull().default(false),
    hasBankAccount: boolean('has_bank_account').notNull().default(false),
    libertyRestrictions: varchar('liberty_restrictions', { length: 200 }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /**
     * Name and surname folded for the list's "contains" filters and the probable duplicates, kept
     * by PostgreSQL (stored generated columns): the filter compares bytes with LIKE against a
     * trigram index instead of folding every candidate row (decisions 0016 and 0031).
     */
    nameSearch: text('name_search').generatedAlwaysAs(searchable('name')),
    surnameSearch: text('surname_search').generatedAlwaysAs(searchable('surname')),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('beneficiaries_id_public_key').on(t.idPublic),
    uniqueIndex('beneficiaries_email_key').on(t.email),
    uniqueIndex('beneficiaries_phone_key').on(t.phone),
    uniqueIndex('beneficiaries_fiscal_code_key').on(t.fiscalCode),
    index('beneficiaries_surname_name_idx').on(t.surname, t.name, t.id),
    // the probable duplicates of the create screen share a birth date; the list filters by municipio
    index('beneficiaries_birth_date_idx').on(t.birthDate),
    index('beneficiaries_municipio_idx').on(t.municipioId),
    // 'Oggi' and the weekly digest: the beneficiaries an operator follows
    index('beneficiaries_operator_idx').on(t.operatorId),
    // substring filters of the list use trigram indexes (pg_trgm, created in the first migration); one
    // index of both columns serves a name, a surname, or both at once in one scan (decision 0016)
    index('beneficiaries_names_search_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`, sql`${t.surnameSearch} gin_trgm_ops`),
    // the search from the top bar (decision 0049): every word typed in her name and surname, in one
    // scan of one expression (`fullNameSearch` in modules/search)
    index('beneficiaries_full_name_search_trgm_idx').using('gin', sql`(${t.nameSearch} || ' ' || ${t.surnameSearch}) gin_trgm_ops`),
    // and a fiscal code, public id or phone by its start, an
    // e-mail by a piece, whatever the case; one index of the four, so that one scan answers any of them
    index('beneficiaries_codes_trgm_idx').using(
      'gin',
      sql`${t.fiscalCode} gin_trgm_ops`,
      sql`${t.idPublic} gin_trgm_ops`,
      sql`${t.email} gin_trgm_ops`,
      sql`${t.phone} gin_trgm_ops`,
    ),
  ],
);

/** Project data (tab 3): one row per beneficiary; its active flag is the beneficiary's badge. */
export const dataProjects = pgTable('data_projects', {
  id: serial('id').primaryKey(),
  beneficiaryId: integer('beneficiary_id')
    .notNull()
    .unique()
    .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  projectDateStart: date('project_date_start', { mode: 'string' }),
  projectDateExit: date('project_date_exit', { mode: 'string' }),
  active: boolean('active').notNull().default(true),
  statusIndividualPlan: varchar('status_individual_plan', { length: 100 }),
  notes: varchar('notes', { length: 900 }),
  objectivesAchieved: varchar('objectives_achieved', { length: 100 }),
  motivationOutcome: varchar('motivation_outcome', { length: 500 }),
  criticalIssues: varchar('critical_issues', { length: 2000 }),
  improvementActions: varchar('improvement_actions', { length: 2000 }),
  futureProspects: varchar('future_prospects', { length: 2000 }),
  ...timestamps,
});

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): spec 02 §8.
 */
export const beneficiaryConstraints = constraintTexts({
  beneficiaries_fiscal_code_key: uniqueText('fiscal_code', BENEFICIARY_MSG.fiscalCodeTaken),
  beneficiaries_phone_key: uniqueText('phone', BENEFICIARY_MSG.phoneTaken),
  beneficiaries_id_public_key: uniqueText('id_public', BENEFICIARY_MSG.idPublicTaken),
  beneficiaries_email_key: uniqueText('email', BENEFICIARY_MSG.emailTaken),
  beneficiaries_country_birth_countries_id_fk: foreignText('country_birth'),
  beneficiaries_municipio_id_municipi_id_fk: foreignText('municipio_id'),
  beneficiaries_operator_id_operators_id_fk: foreignText('operator_id'),
  // the one-to-one section kept beside her row: a second POST is a 409
  data_projects_beneficiary_id_unique: uniqueText('beneficiary_id', SECTION_MSG.exists),
  data_projects_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
});
