import type { LogEntry, LogFilters } from '@empowerment/shared/logs';
import { LOG_ACTIONS, LOG_ENTITIES, LOG_OUTCOME_FILTERS, LOG_VIEW_ACTION } from '@empowerment/shared';
import { and, desc, eq, ilike, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogCounts, activityLogDayCounts, activityLogs as l, beneficiaries, operators } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { instant } from '../../lib/instant';
import { selectBatches, listOf, keptPerDatabase, type BatchRange, type ListSource } from '../../lib/list';
import { inline, keptStatement, type Param, type Plan } from '../../lib/prepared';
import { closedLiteral, containsPattern } from '../../lib/sql';

const entryColumns = {
  ID: l.id,
  action: l.action,
  entita: l.entity,
  CreatedAt: isoTimestamp(l.createdAt),
  notes: l.notes,
  status_code: l.statusCode,
  beneficiary_id: l.beneficiaryId,
  // her name while she exists: her id stays on her entries after she is deleted
  beneficiary_name: sql<string | null>`${beneficiaries.name} || ' ' || ${beneficiaries.surname}`,
  beneficiary_public_id: beneficiaries.idPublic,
  changes: l.changes,
  operatorEmail: operators.email,
};

type EntryRow = Omit<LogEntry, 'operator'> & { operatorEmail: string | null };

/** The day after `day` (YYYY-MM-DD), for an inclusive "to" on a timestamp. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The outcome filter as SQL, written out (never a parameter) so that PostgreSQL matches a failure
 * with the partial index of the failures (activity_logs_failures_idx, whose condition is the same):
 * failures are few, and come newest first from it. The kept counts give the same words to the same
 * codes (the SQL function activity_log_outcome, migration 0038).
 */
const OUTCOME_SQL = {
  success: sql`${l.statusCode} between 200 and 299`,
  failure: sql`${l.statusCode} >= 400`,
} as const;
const toEntry = ({ operatorEmail, ...row }: EntryRow): LogEntry => ({
  ...row,
  operator: operatorEmail === null ? null : { email: operatorEmail },
});

/**
 * The filters as the log's statements use them: the operators an e-mail filter names are looked up
 * first (a few rows), so that the log is searched by operator id, on its own index: with one
 * operator the newest entries come in order from that index, and an e-mail that names nobody
 * answers at once instead of walking the whole log for rows that cannot be there.
 */
type LogSearch = Omit<LogFilters, 'operator_email' | 'beneficiary_public_id'> & { operatorIds?: number[] };

/**
 * The filters of an entry's kind, on the log itself or on its kept counts (all have the entity and
 * action columns): entity, action and views.
 */
function kindWhere(t: { entity: Column; action: Column }, f: LogSearch): SQL | undefined {
  return and(
    f.entita ? eq(t.entity, closedLiteral(LOG_ENTITIES, f.entita)) : undefined,
    f.action ? eq(t.action, closedLiteral(LOG_ACTIONS, f.action)) : undefined,
    // views are kept but would bury the changes: shown only when asked for; written out, not a
    // parameter, so that PostgreSQL matches it with the index of the entries but the views
    f.include_views === 'true' ? undefined : ne(t.action, closedLiteral(LOG_ACTIONS, LOG_VIEW_ACTION)),
  );
}

/** The kind's filters and the operators, on the log itself or on its counts by group. */
function groupWhere(t: { entity: Column; action: Column; operatorId: Column }, f: LogSearch, param: Param): SQL | undefined {
  const ids = f.operatorIds;
  return and(
    kindWhere(t, f),
    !ids
      ? undefined
      : ids.length === 1
        ? eq(t.operatorId, param('operator_id', ids[0]))
        : sql`${t.operatorId} = any(${param('operator_ids', ids)}::integer[])`,
  );
}

/** The written range, days in Italy, both ends in: on the time index, or on hers with a beneficiary. */
function dateWhere(f: LogSearch, param: Param): SQL | undefined {
  return and(
    f.date_from ? sql`${l.createdAt} >= (${param('date_from', f.date_from)}::date::timestamp at time zone 'Europe/Rome')` : undefined,
    f.date_to ? sql`${l.createdAt} < (${param('date_to', dayAfter(f.date_to))}::date::timestamp at time zone 'Europe/Rome')` : undefined,
  );
}

/** The one translation of the filters into SQL (page, count and export). */
export const logWhere = (f: LogSearch, param: Param = inline): SQL | undefined =>
  and(
    f.beneficiary_id ? eq(l.beneficiaryId, param('beneficiary_id', f.beneficiary_id)) : undefined,
    dateWhere(f, param),
    f.outcome ? OUTCOME_SQL[f.outcome] : undefined,
    groupWhere(l, f, param),
  );

/** The outcome on the kept counts: their word for it (the SQL function activity_log_outcome). */
const outcomeWhere = (t: { outcome: Column }, f: LogSearch) =>
  f.outcome ? eq(t.outcome, closedLiteral(LOG_OUTCOME_FILTERS, f.outcome)) : undefined;

/** The range on the counts by day: the same days, with the same values as dateWhere's. */
const dayWhere = (f: LogSearch, param: Param) =>
  and(
    f.date_from ? sql`${activityLogDayCounts.day} >= ${param('date_from', f.date_from)}::date` : undefined,
    f.date_to ? sql`${activityLogDayCounts.day} < ${param('date_to', dayAfter(f.date_to))}::date` : undefined,
  );

/**
 * The number of matching entries, as a statement of its own or a page's column (`param` puts the
 * values as the statement's condition does).
 * - A beneficiary's entries, or an operator's in a range of days, are counted on their index (her
 *   tens of entries, the range's part of the operator's index).
 * - Any other range of days is a sum of the kept counts by day (a few dozen rows a day, however
 *   many entries each day holds).
 * - Any other choice of filters is a sum of the kept counts by group, whatever the log's size (the
 *   log grows with every call, and was counted in full on each page).
 */
const countOf = (db: Db, f: LogSearch, condition: SQL | undefined, param: Param) => {
  const range = f.date_from || f.date_to;
  if (f.beneficiary_id || (range && f.operatorIds))
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(l)
      .where(condition);
  const kept = range ? activityLogDayCounts : activityLogCounts;
  return db
    .select({ n: sql<number>`coalesce(sum(${kept.n}), 0)::int` })
    .from(kept)
    .where(and(range ? and(dayWhere(f, param), kindWhere(kept, f)) : groupWhere(activityLogCounts, f, param), outcomeWhere(kept, f)));
};

/**
 * How PostgreSQL plans a shape's statement: with each call's values where operators are chosen (the
 * index of one who wrote little serves her, the newest entries in time order one who wrote much,
 * which one plan for every value cannot both do); once per connection otherwise. An entity or an
 * action is a word of a closed list, written into the statement (closedLiteral), so each has a
 * statement of its own, planned once for that very word (the entity's index for a rare entity, the
 * time order for a common one); the whole log walks the time order, a beneficiary her index.
 */
const planOf = (f: LogSearch): Plan => (f.operatorIds ? 'per call' : 'once');

/** The Registro Attività as a list of the searched filters: newest first, with the operator's e-mail when she still exists. */
const entries = (db: Db) =>
  listOf(db, {
    name: 'log',
    columns: entryColumns,
    where: logWhere,
    rows: (columns, condition, page) =>
      db
        .select(columns)
        .from(l)
        .leftJoin(operators, eq(operators.id, l.operatorId))
        .leftJoin(beneficiaries, eq(beneficiaries.id, l.beneficiaryId))
        .where(condition)
        .orderBy(desc(l.createdAt), desc(l.id))
        .limit(page.limit)
        .offset(page.offset),
    count: (condition, f, param) => countOf(db, f, condition, param),
    plan: planOf,
  });

/** The ids of the operators whose e-mail contains the text, any case. */
async function operatorsByEmail(db: Db, text: string): Promise<number[]> {
  const columns = { id: operators.id };
  const statement = keptStatement(db, 'log_operators_by_email', () => ({
    selection: columns,
    query: db
      .select(columns)
      .from(operators)
      .where(ilike(operators.email, sql.placeholder('pattern')))
      .orderBy(operators.id),
  }));
  return (await statement.execute({ pattern: containsPattern(text) })).map((row) => row.id);
}

/** The id of the beneficiary whose public id (05_009) is this one (on its unique index); undefined when none has it. */
async function beneficiaryByPublicId(db: Db, publicId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: beneficiaries.id }).from(beneficiaries).where(eq(beneficiaries.idPublic, publicId)).limit(1);
  return row?.id;
}

/**
 * The filters with the operators and the beneficiary looked up; undefined when the e-mail names no
 * operator or the public id no beneficiary (nothing can match).
 */
async function searchOf(
  db: Db,
  { operator_email: email, beneficiary_public_id: publicId, ...filters }: LogFilters,
): Promise<LogSearch | undefined> {
  if (publicId) {
    const id = await beneficiaryByPublicId(db, publicId);
    if (id === undefined || (filters.beneficiary_id && filters.beneficiary_id !== id)) return undefined;
    filters = { ...filters, beneficiary_id: id };
  }
  if (!email) return filters;
  const operatorIds = await operatorsByEmail(db, email);
  return operatorIds.length > 0 ? { ...filters, operatorIds } : undefined;
}

/** `run` on the filters with the operators looked up, or `none` when the e-mail names no operator. */
async function whenSearchable<T>(db: Db, filters: LogFilters, none: T, run: (search: LogSearch) => Promise<T>): Promise<T> {
  const search = await searchOf(db, filters);
  return search ? run(search) : none;
}

/** The Registro Attività, newest first: a page, its total, or both in one statement (lib/list answerList). */
export const logList = keptPerDatabase((db: Db): ListSource<LogFilters, LogEntry> => {
  const list = entries(db);
  return {
    list: (filters, page) => whenSearchable(db, filters, [], async (search) => (await list.list(search, page)).map(toEntry)),
    count: (filters) => whenSearchable(db, filters, 0, (search) => list.count(search)),
    page: (filters, page) =>
      whenSearchable(db, filters, { total: 0, data: [] }, async (search) => {
        const { total, data } = await list.page!(search, page);
        return { total, data: data.map(toEntry) };
      }),
  };
});

/** The number of entries matching the filters (the export's). */
export const countLogs = (db: Db, filters: LogFilters) => logList(db).count(filters);

/** An entry as the export writes it: besides the screen's, its time in Italy and its exact instant for the keyset. */
export type LogExportRow = LogEntry & { local: string; at: string };

const exportColumns = {
  ...entryColumns,
  local: sql<string>`to_char(${l.createdAt} at time zone 'Europe/Rome', 'YYYY-MM-DD"T"HH24:MI:SS')`,
  at: sql<string>`${l.createdAt}::text`,
};

/** The export's entries newest first, by keyset on (time, ID): memory stays flat over a million entries. */
export async function* logBatches(db: Db, filters: LogFilters, range?: BatchRange): AsyncGenerator<LogExportRow[]> {
  const search = await searchOf(db, filters);
  if (!search) return;
  const batches = selectBatches(
    db,
    exportColumns,
    (select, last, size, offset) =>
      select
        .from(l)
        .leftJoin(operators, eq(operators.id, l.operatorId))
        .leftJoin(beneficiaries, eq(beneficiaries.id, l.beneficiaryId))
        .where(and(logWhere(search), last ? sql`(${l.createdAt}, ${l.id}) < (${last.at}::timestamptz, ${last.ID})` : undefined))
        .orderBy(desc(l.createdAt), desc(l.id))
        .limit(size)
        .offset(offset),
    range,
  );
  for await (const rows of batches) yield rows.map((row) => ({ ...toEntry(row), local: row.local, at: row.at }));
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
      createdAt: instant(), // the clock of every entry (see AuditEntry.at, plugins/audit-entry.ts)
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
