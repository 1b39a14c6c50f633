import { date, pgTable, primaryKey, integer, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { constraintTexts, foreignText } from './constraint-texts';

/**
 * One row per operator and week whose digest was written to the outbox: the key that makes the
 * Monday job send it once, however many times and in however many processes it runs.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The Monday of the week (Italian calendar). */
    week: date('week', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.week] })],
);

/** What a broken foreign key of this table tells the client (db/constraints.ts collects it). */
export const digestConstraints = constraintTexts({
  weekly_digests_operator_id_operators_id_fk: foreignText('operator_id'),
});
