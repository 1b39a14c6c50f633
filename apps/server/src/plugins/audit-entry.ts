import { LOG_VIEW_ACTION, type LogChange } from '@empowerment/shared';
import { sql } from 'drizzle-orm';
import type { Runner } from '../db/client';
import { activityLogs as l, beneficiaries } from '../db/schema';

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
  /** The fields an update changed and their values, as shown (administrators only); null for none. */
  changes?: LogChange[] | null;
  /** When it happened (the answer was sent), from `instant`: entries list in this order whatever order they are written in. */
  at: string;
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
export async function writeAuditEntry(db: Runner, e: AuditEntry): Promise<boolean> {
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
    INSERT INTO ${l} (action, entity, beneficiary_id, operator_id, status_code, notes, changes, created_at)
    SELECT ${e.action}, ${e.entity}, ${beneficiaryId}, ${e.operatorId}::integer, ${e.statusCode}::smallint, ${e.notes}::text,
      ${e.changes?.length ? JSON.stringify(e.changes) : null}::jsonb, ${e.at}::timestamptz
    ${relaxed} ${onlyIfNew}`);
  return (result.rowCount ?? 0) > 0;
}
