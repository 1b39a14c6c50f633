import { LOG_VIEW_ACTION, type LogChange } from '@empowerment/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Runner } from '../db/client';
import { inline, keptCommand, keptStatement, type Param } from '../lib/prepared';
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

/** What makes two views the same view (a repeat within the window is not written again). */
export const viewKey = (e: AuditEntry) => JSON.stringify([e.operatorId, e.entity, e.beneficiaryId, e.statusCode, e.notes]);

/** At most this many views in one statement. */
const MOST_VIEWS_TOGETHER = 100;

/**
 * The views of an operator's calls (a GET of a signed-in operator), written after their answers by
 * one statement for all those answered meanwhile (group commit): while a statement is on its way,
 * the views answered in the meantime wait for it and go together in the next, so a lone view is
 * written at once and ten clients' views under load cost one round trip, not ten (her record's page
 * opens 17 calls at once, each writing its view). The same view twice in one batch is written once
 * (the database would not see the first before writing the second). If a batch fails (an operator
 * deleted meanwhile, whose id the foreign key refuses), each of its views is written alone, so that
 * one entry's failure loses no other. The answer of each `write`: for how many milliseconds from
 * the statement the log is known to hold the view (the whole window when written, what is left of
 * the earlier row's window when the database found one, 0 when unknown), which plugins/audit-views
 * remembers.
 */
export function viewsWrittenTogether(db: Db, most = MOST_VIEWS_TOGETHER) {
  type Waiting = { entry: AuditEntry; key: string; settle: (knownForMs: number) => void; fail: (err: unknown) => void };
  const waiting: Waiting[] = [];
  let writing = false;

  async function writeAlone(view: Waiting) {
    try {
      view.settle((await writeAuditEntryAfterAnswer(db, view.entry)) ? VIEW_REPEAT_WINDOW_MS : 0);
    } catch (err) {
      view.fail(err);
    }
  }

  async function writeBatch(batch: Waiting[]) {
    try {
      const column = <T>(value: (e: AuditEntry) => T) => batch.map((view) => value(view.entry));
      const rows = await viewsStatement(db).execute({
        entity: column((e) => e.entity),
        beneficiaryId: column((e) => e.beneficiaryId),
        known: column((e) => e.beneficiaryKnown === true),
        operatorId: column((e) => e.operatorId),
        statusCode: column((e) => e.statusCode),
        notes: column((e) => e.notes),
        at: column((e) => e.at),
      });
      const knownFor = new Map(rows.map((row) => [row.n, row.left ?? VIEW_REPEAT_WINDOW_MS]));
      batch.forEach((view, i) => view.settle(knownFor.get(i + 1) ?? 0));
    } catch {
      await Promise.all(batch.map(writeAlone));
    }
  }

  async function drain() {
    writing = true;
    try {
      while (waiting.length) {
        await writeBatch(waiting.splice(0, most));
      }
    } finally {
      writing = false;
    }
  }

  return {
    write(entry: AuditEntry): Promise<number> {
      const key = viewKey(entry);
      if (waiting.some((view) => view.key === key)) return Promise.resolve(0);
      return new Promise<number>((settle, fail) => {
        waiting.push({ entry, key, settle, fail });
        if (!writing) void drain();
      });
    },
  };
}

/**
 * The views of a batch in one statement: each one's values as an array, a row per view (unnest),
 * each looked for as the single statement looks for its repeat (`=` her id or `IS NULL`, so the
 * index of recent views seeks it: its latest repeat, newest first), the new ones inserted in their
 * order. A row per view: its position (from 1) and, when a repeat was found, the milliseconds left
 * of that repeat's window by the database's clock (none for a view written). Committed without
 * waiting for the WAL flush, like a single view.
 */
const viewsStatement = (db: Db) =>
  keptStatement(db, 'audit_views_together', () => {
    const v = (key: string) => sql.placeholder(key);
    const view: ViewColumns = {
      operatorId: sql`e.operator_id`,
      entity: sql`e.entity`,
      statusCode: sql`e.status_code`,
      notes: sql`e.notes`,
    };
    const statement = sql`
      WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true)),
      e AS (
        SELECT * FROM unnest(${v('entity')}::text[], ${v('beneficiaryId')}::integer[], ${v('known')}::boolean[],
          ${v('operatorId')}::integer[], ${v('statusCode')}::smallint[], ${v('notes')}::text[], ${v('at')}::timestamptz[])
          WITH ORDINALITY AS e(entity, beneficiary_id, known, operator_id, status_code, notes, at, n)
      ),
      seen AS MATERIALIZED (
        SELECT e.*, CASE WHEN e.beneficiary_id IS NULL THEN ${latestRepeat(view, sql`${l.beneficiaryId} IS NULL`)}
          ELSE ${latestRepeat(view, sql`${l.beneficiaryId} = e.beneficiary_id`)} END AS repeat_at
        FROM e, relaxed
      ),
      written AS (
        INSERT INTO ${l} (action, entity, beneficiary_id, operator_id, status_code, notes, changes, created_at)
        SELECT ${LOG_VIEW_ACTION}, f.entity,
          CASE WHEN f.known THEN f.beneficiary_id
            ELSE (SELECT ${beneficiaries.id} FROM ${beneficiaries} WHERE ${beneficiaries.id} = f.beneficiary_id) END,
          f.operator_id, f.status_code, f.notes, NULL, f.at
        FROM seen f WHERE f.repeat_at IS NULL ORDER BY f.n
      )
      SELECT n, floor(extract(epoch FROM repeat_at + ${VIEW_WINDOW} - now()) * 1000) AS left_ms FROM seen`;
    return {
      selection: { n: sql<number>`n`.mapWith(Number), left: sql<number | null>`left_ms`.mapWith((ms) => Math.max(0, Number(ms))) },
      query: statement,
    };
  });

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

/** The repeat window, as PostgreSQL reads it. */
const VIEW_WINDOW = sql`${`${VIEW_REPEAT_WINDOW_MS / 1000} seconds`}::interval`;

/** The columns (or values) of the view a repeat is looked for. */
type ViewColumns = { operatorId: SQL; entity: SQL; statusCode: SQL; notes: SQL };

/**
 * The same operator's views of the same thing within the window (entity, status and notes the
 * view's own, `sameBeneficiary` her id's `=` or `IS NULL`: what the index of recent views seeks):
 * one condition for the single entry and for the views written together.
 */
const sameViewWithinWindow = (view: ViewColumns, sameBeneficiary: SQL) => sql`
    ${l.action} = ${LOG_VIEW_ACTION} AND ${l.operatorId} = ${view.operatorId} AND ${l.entity} = ${view.entity}
      AND ${l.createdAt} > now() - ${VIEW_WINDOW} AND ${sameBeneficiary}
      AND ${l.statusCode} IS NOT DISTINCT FROM ${view.statusCode} AND ${l.notes} IS NOT DISTINCT FROM ${view.notes}`;

const repeatedView = (view: ViewColumns, sameBeneficiary: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${l} WHERE ${sameViewWithinWindow(view, sameBeneficiary)})`;
const latestRepeat = (view: ViewColumns, sameBeneficiary: SQL) =>
  sql`(SELECT ${l.createdAt} FROM ${l} WHERE ${sameViewWithinWindow(view, sameBeneficiary)} ORDER BY ${l.createdAt} DESC LIMIT 1)`;

function entryStatement(shape: Shape, v: Values): SQL {
  const beneficiaryId = shape.beneficiaryKnown
    ? sql`${v.beneficiaryId}::integer`
    : sql`(SELECT ${beneficiaries.id} FROM ${beneficiaries} WHERE ${beneficiaries.id} = ${v.beneficiaryId}::integer)`;
  const repeated = repeatedView(
    {
      operatorId: sql`${v.operatorId}::integer`,
      entity: sql`${v.entity}::text`,
      statusCode: sql`${v.statusCode}::smallint`,
      notes: sql`${v.notes}::text`,
    },
    shape.aboutBeneficiary ? sql`${l.beneficiaryId} = ${v.beneficiaryId}::integer` : sql`${l.beneficiaryId} IS NULL`,
  );
  const relaxed = shape.view ? sql`FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed` : sql``;
  const onlyIfNew = shape.onlyIfNew ? sql`WHERE NOT ${repeated}` : sql``;
  return sql`
    INSERT INTO ${l} (action, entity, beneficiary_id, operator_id, status_code, notes, changes, created_at)
    SELECT ${v.action}::text, ${v.entity}::text, ${beneficiaryId}, ${v.operatorId}::integer, ${v.statusCode}::smallint, ${v.notes}::text,
      ${v.changes}::jsonb, ${v.at}::timestamptz
    ${relaxed} ${onlyIfNew}`;
}
