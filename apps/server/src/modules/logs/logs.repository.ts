import type { LogEntry, LogFilters } from '@empowerment/shared';
import { LOG_VIEW_ACTION } from '@empowerment/shared';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogs as l, beneficiaries, operators } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { ilikeContains } from '../../lib/sql';

const entryColumns = {
  ID: l.id,
  action: l.action,
  entita: l.entity,
  CreatedAt: isoTimestamp(l.createdAt),
  notes: l.notes,
  status_code: l.statusCode,
  beneficiary_id: l.beneficiaryId,
  operatorEmail: operators.email,
};

type EntryRow = Omit<LogEntry, 'operator'> & { operatorEmail: string | null };
const toEntry = ({ operatorEmail, ...row }: EntryRow): LogEntry => ({
  ...row,
  operator: operatorEmail === null ? null : { email: operatorEmail },
});

function logWhere(filters: LogFilters): SQL | undefined {
  return and(
    filters.beneficiary_id ? eq(l.beneficiaryId, filters.beneficiary_id) : undefined,
    filters.entita ? eq(l.entity, filters.entita) : undefined,
    filters.action ? eq(l.action, filters.action) : undefined,
    // views are kept but would bury the changes: shown only when asked for
    filters.include_views === 'true' ? undefined : ne(l.action, LOG_VIEW_ACTION),
    ilikeContains(operators.email, filters.operator_email),
  );
}

/** Newest first; the operator's email when she still exists. */
export async function listLogs(db: Db, filters: LogFilters, page: { limit: number; offset: number }): Promise<LogEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(l)
    .leftJoin(operators, eq(operators.id, l.operatorId))
    .where(logWhere(filters))
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toEntry);
}

export async function countLogs(db: Db, filters: LogFilters): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(l).leftJoin(operators, eq(operators.id, l.operatorId)).where(logWhere(filters));
  return n;
}

export async function listLogPage(db: Db, filters: LogFilters, page: { limit: number; offset: number }) {
  const [total, data] = await Promise.all([countLogs(db, filters), listLogs(db, filters, page)]);
  return { total, data };
}

export type NewLogEntry = {
  action: string;
  entity: string;
  notes: string;
  beneficiaryId: number | null;
  operator: { id: number; email: string };
  statusCode: number;
};

export async function createLog(db: Db, entry: NewLogEntry): Promise<LogEntry> {
  const [row] = await db
    .insert(l)
    .values({
      action: entry.action,
      entity: entry.entity,
      notes: entry.notes,
      beneficiaryId: entry.beneficiaryId,
      operatorId: entry.operator.id,
      statusCode: entry.statusCode,
    })
    .returning({ ID: l.id, CreatedAt: isoTimestamp(l.createdAt) });
  return {
    ID: row.ID,
    action: entry.action,
    entita: entry.entity,
    CreatedAt: row.CreatedAt,
    notes: entry.notes,
    status_code: entry.statusCode,
    beneficiary_id: entry.beneficiaryId,
    operator: { email: entry.operator.email },
  };
}

/** A repeated view within this time writes no new row. */
export const VIEW_REPEAT_WINDOW_MS = 10 * 60_000;

export type AuditEntry = {
  action: string;
  entity: string;
  beneficiaryId: number | null;
  /** The handler named the beneficiary itself (she may be gone: deleted by this very call). */
  beneficiaryKnown?: boolean;
  operatorId: number | null;
  statusCode: number | null;
  notes: string | null;
};

/**
 * The entry of the audit hook, in one statement; true when a row was written.
 * - A view (GET) that repeats what the same operator viewed within VIEW_REPEAT_WINDOW_MS (same entity,
 *   beneficiary, notes and status: a list paged or reloaded) is not written again. Check and insert
 *   are one statement, so no round trip lets another call in between; two identical views in the
 *   very same instant may still both be written, which costs a row and loses nothing.
 * - A view is committed without waiting for its WAL flush (synchronous_commit off for this one
 *   statement, decision 0025): a crash of the database server, not of the API, may lose the views
 *   of its last fraction of a second (at most three times wal_writer_delay, 0.6 s by default). Every
 *   other action (a change, a refusal, a sign-in) waits for its flush as before.
 * - A beneficiary id taken from the request is recorded only when she exists (a mistyped id names
 *   nobody); one the handler names itself is kept as it is, also when this very call deleted her,
 *   so that her history stays hers (the column has no foreign key for that reason).
 */
export async function writeAuditEntry(db: Db, e: AuditEntry): Promise<boolean> {
  const beneficiaryId = e.beneficiaryKnown
    ? sql`${e.beneficiaryId}::integer`
    : sql`(SELECT ${beneficiaries.id} FROM ${beneficiaries} WHERE ${beneficiaries.id} = ${e.beneficiaryId}::integer)`;
  const isView = e.action === LOG_VIEW_ACTION;
  const repeatedView = sql`EXISTS (
      SELECT 1 FROM ${l}
      WHERE ${l.action} = ${LOG_VIEW_ACTION} AND ${l.operatorId} = ${e.operatorId}::integer AND ${l.entity} = ${e.entity}
        AND ${l.createdAt} > now() - ${`${VIEW_REPEAT_WINDOW_MS / 1000} seconds`}::interval
        AND ${l.beneficiaryId} IS NOT DISTINCT FROM ${e.beneficiaryId}::integer
        AND ${l.statusCode} IS NOT DISTINCT FROM ${e.statusCode}::smallint
        AND ${l.notes} IS NOT DISTINCT FROM ${e.notes}::text)`;
  const relaxed = isView ? sql`FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed` : sql``;
  const onlyIfNew = isView && e.operatorId !== null ? sql`WHERE NOT ${repeatedView}` : sql``;
  const result = await db.execute(sql`
    INSERT INTO ${l} (action, entity, beneficiary_id, operator_id, status_code, notes)
    SELECT ${e.action}, ${e.entity}, ${beneficiaryId}, ${e.operatorId}::integer, ${e.statusCode}::smallint, ${e.notes}::text
    ${relaxed} ${onlyIfNew}`);
  return (result.rowCount ?? 0) > 0;
}
