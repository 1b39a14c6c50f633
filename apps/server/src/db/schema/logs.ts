import { sql } from 'drizzle-orm';
import type { LogChange } from '@empowerment/shared';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { GENERATED, constraintTexts, foreignText, uniqueText } from './constraint-texts';

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
    // the fields an update changed, with their values before and after as shown (administrators only)
    changes: jsonb('changes').$type<LogChange[]>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
    index('activity_logs_created_idx').on(t.createdAt),
    // the entries but the views (the Registro as it is shown unless views are asked for), in time
    // order: a range of days is counted from this index alone, not by reading each entry to leave
    // out its views (a month at 1,000,000 entries: 6.8 ms → 2.8 ms, decision 0059)
    index('activity_logs_changes_idx')
      .on(t.createdAt)
      .where(sql`${t.action} <> 'get'`),
    // the newest entries of a rare entity or of one operator, in order (the Registro Attività's
    // filters); the operator's is also what deleting her needs, to clear her id from her entries
    index('activity_logs_entity_idx').on(t.entity, t.createdAt),
    index('activity_logs_operator_idx').on(t.operatorId, t.createdAt),
    // the entries that failed (a refusal, an error: the outcome filter's 'failure'): the Registro
    // reads the newest failures from it; their number is kept with the counts
    index('activity_logs_failures_idx')
      .on(t.createdAt)
      .where(sql`${t.statusCode} >= 400`),
    // makes the "same view by the same operator a moment ago" check of every audited GET one seek:
    // with her id in the key, not a walk through every view of that entity the operator made within
    // the window (thousands when she opens many records: measured, decision 0056)
    index('activity_logs_recent_views_idx')
      .on(t.operatorId, t.entity, t.beneficiaryId, t.createdAt)
      .where(sql`${t.action} = 'get'`),
  ],
);

/**
 * The number of entries of each entity, action, operator and outcome, kept by statement-level
 * triggers in the writer's transaction (migrations 0009 and 0038, decisions 0028 and 0064): the
 * Registro Attività's total for any choice of entity, action, operator, views and outcome is a sum
 * over these rows (a few hundred: entities times actions times operators times three outcomes at
 * most), however long the log grows. No entry is "no operator" (a deleted one, or the system), one
 * group like any other. `outcome` is the outcome filter's word for the entry's status code
 * ('success', 'failure'), null for neither (no code, 1xx, 3xx): the SQL function
 * activity_log_outcome gives it.
 */
export const activityLogCounts = pgTable(
  'activity_log_counts',
  {
    entity: varchar('entity', { length: 100 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    operatorId: integer('operator_id'),
    outcome: varchar('outcome', { length: 7 }),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [unique('activity_log_counts_group_key').on(t.entity, t.action, t.operatorId, t.outcome).nullsNotDistinct()],
);

/**
 * The same counts by day in Italy (activity_log_day, Europe/Rome), without the operator, kept by the
 * same triggers: the total of a range of days is a sum over a few dozen rows a day (entities times
 * actions times outcomes written that day) instead of a count of every entry in the range (a month
 * of 1,000,000 entries: 20,000 index entries read, decision 0064). Without the operator so that a
 * month stays a few hundred rows (with it, about twenty times more); a range with an operator is
 * counted on her index.
 */
export const activityLogDayCounts = pgTable(
  'activity_log_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    outcome: varchar('outcome', { length: 7 }),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [unique('activity_log_day_counts_group_key').on(t.day, t.entity, t.action, t.outcome).nullsNotDistinct()],
);

/** What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects it). */
export const logConstraints = constraintTexts({
  activity_logs_operator_id_operators_id_fk: foreignText('operator_id'),
  // the log's counts, one row per group (and per day), kept by its triggers
  activity_log_counts_group_key: uniqueText('entity', GENERATED),
  activity_log_day_counts_group_key: uniqueText('day', GENERATED),
  // one seal per entry, written by the sealer alone
  activity_log_seals_log_key: uniqueText('log_id', GENERATED),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The Registro's chain (decision 0051): one seal per entry, in sealing order. `digest` is the
 * SHA-256 of the entry's canonical form (the SQL function activity_log_digest, migration 0029) when
 * it was sealed; `hash` = SHA-256(previous hash ‖ digest ‖ queued_at), the first one's previous hash
 * 32 zero bytes. Written by one sealer at a time (modules/logs/log-chain.ts), never updated.
 */
export const activityLogSeals = pgTable('activity_log_seals', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  logId: integer('log_id').notNull().unique('activity_log_seals_log_key'),
  // the entry's own time, kept to name an entry that was deleted
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  // when the entry was written (the database's clock, in its transaction): a forged entry dated
  // in the past is written long after its date
  queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'string' }).notNull(),
  digest: bytea('digest').notNull(),
  hash: bytea('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The entries written and not sealed yet: an insert trigger adds them, the sealer takes them. */
export const activityLogUnsealed = pgTable('activity_log_unsealed', {
  logId: integer('log_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Rewrites of sealed entries that the product made on purpose (a beneficiary anonymised, an operator
 * deleted): the entry's digest after it, so the verifier tells an explained rewrite from tampering.
 */
export const activityLogRedactions = pgTable(
  'activity_log_redactions',
  {
    id: serial('id').primaryKey(),
    logId: integer('log_id').notNull(),
    digest: bytea('digest').notNull(),
    reason: text('reason').notNull(),
    redactedAt: timestamp('redacted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_redactions_log_idx').on(t.logId, t.id)],
);
