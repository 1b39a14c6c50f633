import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { INTERNSHIP_STATUSES } from '@empowerment/shared/reference';
import { beneficiaries } from './beneficiaries';
import { timestamps } from './columns';
import { companies, companyInternshipPositions } from './companies';
import { sectors } from './reference';
import { MSG } from '@empowerment/shared';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { COMPANY_MSG, POSITION_MSG } from '@empowerment/shared/companies';
import { INTERNSHIP_MSG } from '@empowerment/shared/internships';
import { constraintTexts, foreignText, uniqueText } from './constraint-texts';

/**
 * A beneficiary's internships (spec 02 §3 "Internship", tab 11). The hours stay within their bounds
 * in the database itself, so that concurrent +/- clicks can never push them out; a position is held
 * by one internship at most (the partial unique index), whatever two saves do at the same instant.
 */
export const internships = pgTable(
  'internships',
  {
    id: serial('id').primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    durationMonth: integer('duration_month').notNull(),
    valutation: varchar('valutation', { length: 300 }).notNull().default(''),
    /** One of INTERNSHIP_STATUSES (the statusInternships list). */
    statusInternships: varchar('status_internships', { length: 50 }).notNull().$type<(typeof INTERNSHIP_STATUSES)[number]>(),
    scheduledHours: integer('scheduled_hours').notNull(),
    completedHours: integer('completed_hours').notNull().default(0),
    /** Spelt so by the spec. */
    weekScheduledHours: integer('week_sceduled_hours').notNull().default(0),
    hostingCompanyId: integer('hosting_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    payingCompany: varchar('paying_company', { length: 100 }).notNull(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
    monthlyAllowance: varchar('monthly_allowance', { length: 50 }).notNull().default(''),
    /** The company's position she holds (spec: internship_company_id). */
    internshipCompanyId: integer('internship_company_id'),
    /** When her hours were last changed with +/- (null: never since it was added); 'Oggi' names an active one left two weeks. */
    hoursRecordedAt: timestamp('hours_recorded_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // her tab, the latest first; the programme-wide list, the latest first
    index('internships_beneficiary_idx').on(t.beneficiaryId, t.id.desc()),
    index('internships_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('internships_hosting_company_idx').on(t.hostingCompanyId, t.id.desc()),
    index('internships_status_idx').on(t.statusInternships, t.id.desc()),
    index('internships_sector_idx').on(t.sectorId),
    // 'Oggi' (docs/decisions): the internships still going, few of all
    index('internships_open_idx')
      .on(t.beneficiaryId)
      .where(sql`${t.statusInternships} in ('Pianificato', 'Attivo')`),
    // the default name would pass PostgreSQL's 63 characters
    foreignKey({
      name: 'internships_position_id_fk',
      columns: [t.internshipCompanyId],
      foreignColumns: [companyInternshipPositions.id],
    }).onDelete('restrict'),
    // one internship per position
    uniqueIndex('internships_position_key')
      .on(t.internshipCompanyId)
      .where(sql`${t.internshipCompanyId} is not null`),
    check('internships_duration_month_check', sql`${t.durationMonth} between 1 and 30`),
    check('internships_scheduled_hours_check', sql`${t.scheduledHours} between 1 and 1000`),
    check('internships_completed_hours_check', sql`${t.completedHours} between 0 and ${t.scheduledHours}`),
    check('internships_week_scheduled_hours_check', sql`${t.weekScheduledHours} between 0 and ${t.scheduledHours}`),
    check('internships_status_check', sql`${t.statusInternships} in ('Pianificato', 'Attivo', 'Completato', 'Interrotto')`),
  ],
);

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): hers go with her; a host company, a sector or a position in use stays (424); one internship per
 * position.
 */
export const internshipConstraints = constraintTexts({
  internships_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  internships_hosting_company_id_companies_id_fk: foreignText('hosting_company_id', MSG.badValue, COMPANY_MSG.hasDependants),
  internships_sector_id_sectors_id_fk: foreignText('sector_id'),
  internships_position_id_fk: foreignText('internship_company_id', MSG.badValue, POSITION_MSG.taken),
  internships_position_key: uniqueText('internship_company_id', INTERNSHIP_MSG.positionTaken),
});
