import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { beneficiaries } from './beneficiaries';
import { timestamps } from './columns';
import { constraintTexts, foreignText } from './constraint-texts';

/**
 * The beneficiaries anonymised (GDPR art. 17, decision 0048): one row each, written in the
 * transaction that removed her identifying values; while it exists her record refuses edits and a
 * second anonymisation is a 409. Who did it is in the Registro Attività, not here.
 */
export const beneficiaryAnonymisations = pgTable('beneficiary_anonymisations', {
  beneficiaryId: integer('beneficiary_id')
    .primaryKey()
    .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The one row of the data-protection settings: months a closed record is kept (null: no limit). */
export const dataProtectionSettings = pgTable(
  'data_protection_settings',
  {
    id: integer('id').primaryKey().default(1),
    retentionMonths: integer('retention_months'),
    ...timestamps,
  },
  (t) => [
    check('data_protection_settings_one_row', sql`${t.id} = 1`),
    check('data_protection_settings_months_check', sql`${t.retentionMonths} between 1 and 600`),
  ],
);

/**
 * The closed records past the retention period, listed by the daily job for an administrator to
 * review (never deleted nor changed by it): her project's exit day as it was when listed.
 */
export const retentionReviews = pgTable('retention_reviews', {
  beneficiaryId: integer('beneficiary_id')
    .primaryKey()
    .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  projectDateExit: date('project_date_exit', { mode: 'string' }).notNull(),
  listedAt: timestamp('listed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects it). */
export const dataProtectionConstraints = constraintTexts({
  beneficiary_anonymisations_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  retention_reviews_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
});
