import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/** Registro Attività: one row per call a route declares an entity for, written after the answer. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial('id').primaryKey(),
    action: varchar('action', { length: 10 }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    // no foreign key: her entries keep her id after she is deleted, so her history stays hers
    beneficiaryId: integer('beneficiary_id'),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    statusCode: smallint('status_code'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
    index('activity_logs_created_idx').on(t.createdAt),
    // makes the "same view by the same operator a moment ago" check of every audited GET cheap
    index('activity_logs_recent_views_idx')
      .on(t.operatorId, t.entity, t.createdAt)
      .where(sql`${t.action} = 'get'`),
  ],
);
