import { LOG_VIEW_ACTION, type LogChange } from '@empowerment/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Runner } from '../db/client';
import { inline, keptCommand, type Param } from '../lib/prepared';
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
  const result = await db.execute(entryStatement(shapeOf(e), valuesOf(e, inline)));
  return (result.rowCount ?? 0) > 0;
}

/**
 * The same entry written after the answer (a view, a refusal: no transaction of the request), by a
 * statement kept per shape (lib/prepared keptCommand): on her record's page each call of a record
 * opened anew writes one, so its text is worked out once and PostgreSQL parses and plans it once
 * per connection.
 */
export async function writeAuditEntryAfterAnswer(db: Db, e: AuditEntry): Promise<boolean> {
  const shape = shapeOf(e);
  const name = `audit_entry_${[shape.view, shape.beneficiaryKnown, shape.onlyIfNew, shape.aboutBeneficiary].map(Number).join('')}`;
  const statement = keptCommand(db, name, () =>
    entryStatement(
      shape,
      valuesOf(e, (key) => sql.placeholder(key)),
    ),
  );
  return (await statement.execute(valuesOf(e, inline))) > 0;
}

/**
 * What decides the statement's text: a view, a beneficiary named by the handler, a repeat skipped,
 * and whether the entry is about a beneficiary (the repeat is looked for with `=` or `IS NULL`,
 * which the index of recent views can seek; IS NOT DISTINCT FROM it cannot).
 */
type Shape = { view: boolean; beneficiaryKnown: boolean; onlyIfNew: boolean; aboutBeneficiary: boolean };
const shapeOf = (e: AuditEntry): Shape => {
  const view = e.action === LOG_VIEW_ACTION;
  return {
    view,
    beneficiaryKnown: e.beneficiaryKnown === true,
    onlyIfNew: view && e.operatorId !== null,
    aboutBeneficiary: e.beneficiaryId !== null,
  };
};

/** The entry's values, each as `put` writes it: the value itself (`inline`), or a placeholder named after it. */
const valuesOf = (e: AuditEntry, put: Param) => ({
  action: put('action', e.action),
  entity: put('entity', e.entity),
  beneficiaryId: put('beneficiaryId', e.beneficiaryId),
  operatorId: put('operatorId', e.operatorId),
  statusCode: put('statusCode', e.statusCode),
  notes: put('notes', e.notes),
  changes: put('changes', e.changes?.length ? JSON.stringify(e.changes) : null),
  at: put('at', e.at),
});
type Values = ReturnType<typeof valuesOf>;

function entryStatement(shape: Shape, v: Values): SQL {
  const beneficiaryId = shape.beneficiaryKnown
    ? sql`${v.beneficiaryId}::integer`
    : sql`(SELECT ${beneficiaries.id} FROM ${beneficiaries} WHERE ${beneficiaries.id} = ${v.beneficiaryId}::integer)`;
  const repeatedView = sql`EXISTS (
      SELECT 1 FROM ${l}
      WHERE ${l.action} = ${LOG_VIEW_ACTION} AND ${l.operatorId} = ${v.operatorId}::integer AND ${l.entity} = ${v.entity}::text
        AND ${l.createdAt} > now() - ${`${VIEW_REPEAT_WINDOW_MS / 1000} seconds`}::interval
        AND ${shape.aboutBeneficiary ? sql`${l.beneficiaryId} = ${v.beneficiaryId}::integer` : sql`${l.beneficiaryId} IS NULL`}
        AND ${l.statusCode} IS NOT DISTINCT FROM ${v.statusCode}::smallint
        AND ${l.notes} IS NOT DISTINCT FROM ${v.notes}::text)`;
  const relaxed = shape.view ? sql`FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed` : sql``;
  const onlyIfNew = shape.onlyIfNew ? sql`WHERE NOT ${repeatedView}` : sql``;
  return sql`
    INSERT INTO ${l} (action, entity, beneficiary_id, operator_id, status_code, notes, changes, created_at)
    SELECT ${v.action}::text, ${v.entity}::text, ${beneficiaryId}, ${v.operatorId}::integer, ${v.statusCode}::smallint, ${v.notes}::text,
      ${v.changes}::jsonb, ${v.at}::timestamptz
    ${relaxed} ${onlyIfNew}`;
}
