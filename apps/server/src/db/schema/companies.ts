import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { COMPANY_STATE_CONTACTS, COMPANY_TYPES } from '@empowerment/shared/reference';
import { beneficiaries } from './beneficiaries';
import { searchFolded, timestamps } from './columns';
import { municipi, sectors } from './reference';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { COMPANY_MSG, POSITION_MSG } from '@empowerment/shared/companies';
import { constraintTexts, foreignText, uniqueText } from './constraint-texts';

/** Companies of the programme's network (spec 02 §3): internship hosts, training bodies, job-day members. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    companyType: varchar('company_type', { length: 50 }).notNull().$type<(typeof COMPANY_TYPES)[number]>().default('Azienda per tirocinio'),
    sectorId: integer('sector_id').references(() => sectors.id),
    fonte: varchar('fonte', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    municipioId: integer('municipio_id').references(() => municipi.id),
    website: varchar('website', { length: 255 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 100 }).notNull().default(''),
    internName: varchar('intern_name', { length: 100 }).notNull().default(''),
    internPhone: varchar('intern_phone', { length: 20 }).notNull().default(''),
    internMail: varchar('intern_mail', { length: 100 }).notNull().default(''),
    /** Internships requested. */
    numbersInternships: integer('numbers_internships').notNull().default(0),
    stateContact: varchar('state_contact', { length: 50 })
      .notNull()
      .$type<(typeof COMPANY_STATE_CONTACTS)[number]>()
      .default('Primo contatto'),
    dateEmailManifest: date('date_email_manifest', { mode: 'string' }),
    manifestInternship: boolean('manifest_internship').notNull().default(false),
    manifestJobDay: boolean('manifest_job_day').notNull().default(false),
    directAssumption: boolean('direct_assumption').notNull().default(false),
    mailSentAt: date('mail_sent_at', { mode: 'string' }),
    mailSender: varchar('mail_sender', { length: 100 }).notNull().default(''),
    mailNotes: varchar('mail_notes', { length: 500 }).notNull().default(''),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
    conventionSigned: boolean('convention_signed').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // one company per name, whatever the case ('Trattoria da Mario' and 'trattoria da mario' are one)
    uniqueIndex('companies_company_name_key').using('btree', sql`lower(${t.companyName})`),
    // the list is ordered by name; operators start filtered by state, other screens by type
    index('companies_name_idx').on(t.companyName, t.id),
    index('companies_state_contact_name_idx').on(t.stateContact, t.companyName, t.id),
    index('companies_type_name_idx').on(t.companyType, t.companyName, t.id),
    index('companies_sector_idx').on(t.sectorId),
    index('companies_municipio_idx').on(t.municipioId),
    // substring filters, on the text as searches fold it (pg_trgm, created in the first migration)
    index('companies_company_name_trgm_idx').using('gin', sql`${searchFolded(t.companyName)} gin_trgm_ops`),
    index('companies_address_trgm_idx').using('gin', sql`${searchFolded(t.address)} gin_trgm_ops`),
    index('companies_contact_name_trgm_idx').using('gin', sql`${searchFolded(t.contactName)} gin_trgm_ops`),
  ],
);

/** Internship positions a company offers (spec 02 §3); a beneficiary may hold one. */
export const companyInternshipPositions = pgTable(
  'company_internship_positions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobPositions: varchar('job_positions', { length: 255 }).notNull(),
    requisiti: varchar('requisiti', { length: 500 }).notNull().default(''),
    orariTurni: varchar('orari_turni', { length: 255 }).notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    municipioId: integer('municipio_id').references(() => municipi.id),
    place: varchar('place', { length: 255 }).notNull().default(''),
    busy: boolean('busy').notNull().default(false),
    idBeneficiary: integer('id_beneficiary').references(() => beneficiaries.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // the per-company counts and the lists by assignment (taken = busy or held) read this one index
    index('company_internship_positions_company_taken_idx').on(t.companyId, t.busy, t.idBeneficiary),
    index('company_internship_positions_municipio_idx').on(t.municipioId, t.companyId),
    index('company_internship_positions_beneficiary_idx').on(t.idBeneficiary),
    index('company_internship_positions_job_trgm_idx').using('gin', sql`${searchFolded(t.jobPositions)} gin_trgm_ops`),
  ],
);

/** What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects it). */
export const companyConstraints = constraintTexts({
  companies_company_name_key: uniqueText('company_name', COMPANY_MSG.nameTaken),
  companies_sector_id_sectors_id_fk: foreignText('sector_id'),
  companies_municipio_id_municipi_id_fk: foreignText('municipio_id'),
  company_internship_positions_company_id_companies_id_fk: foreignText('company_id', POSITION_MSG.badCompany, COMPANY_MSG.hasDependants),
  company_internship_positions_municipio_id_municipi_id_fk: foreignText('municipio_id'),
  company_internship_positions_id_beneficiary_beneficiaries_id_fk: foreignText('id_beneficiary', BENEFICIARY_MSG.idInvalid),
});
