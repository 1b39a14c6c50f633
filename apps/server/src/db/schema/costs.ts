import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';
import { moneyColumn, timestamps } from './columns';
import { files } from './files';
import { typesCosts } from './reference';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { COST_MSG } from '@empowerment/shared/costs';
import { constraintTexts, foreignText } from './constraint-texts';

/**
 * A beneficiary's costs (spec 02 §3 "Cost", tab 12). entity_type + entity_id name what the cost is
 * for (a course, an interview...): not a foreign key, like the documents'. The document is a
 * foreign key: deleting it leaves the cost without one.
 */
export const costs = pgTable(
  'costs',
  {
    id: serial('id').primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: integer('type')
      .notNull()
      .references(() => typesCosts.id, { onDelete: 'restrict' }),
    amountCommitted: moneyColumn('amount_committed').notNull(),
    amountPaid: moneyColumn('amount_paid').notNull().default(0),
    amountExpected: moneyColumn('amount_expected').notNull().default(0),
    notes: varchar('notes', { length: 250 }).notNull().default(''),
    confirmed: boolean('confirmed').notNull().default(false),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    entityType: varchar('entity_type', { length: 50 }).notNull(),
    entityId: integer('entity_id'),
    ...timestamps,
  },
  (t) => [
    index('costs_beneficiary_date_idx').on(t.beneficiaryId, t.date.desc(), t.id),
    index('costs_date_idx').on(t.date.desc(), t.id),
    index('costs_type_idx').on(t.type),
    index('costs_file_idx').on(t.fileId),
    index('costs_entity_idx').on(t.entityType, t.entityId),
    // 'Oggi': the costs still to verify, by date
    index('costs_unconfirmed_idx')
      .on(t.date, t.beneficiaryId)
      .where(sql`not ${t.confirmed}`),
  ],
);

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): hers go with her; a cost type in use stays in its list (424); a deleted document leaves the
 * cost.
 */
export const costConstraints = constraintTexts({
  costs_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  costs_type_types_costs_id_fk: foreignText('type', COST_MSG.typeRequired),
  costs_file_id_files_id_fk: foreignText('file_id'),
});
