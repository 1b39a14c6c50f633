import type { LogEntry, LogFilters } from '@empowerment/shared';
import { LOG_ACTIONS, LOG_ENTITIES, LOG_VIEW_ACTION } from '@empowerment/shared';
import { and, desc, eq, ilike, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogCounts, activityLogs as l, operators } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { instant } from '../../lib/instant';
import { listOf, type ListSource } from '../../lib/list';
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
  operatorEmail: operators.email,
};

type EntryRow = Omit<LogEntry, 'operator'> & { operatorEmail: string | null };
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
type LogSearch = Omit<LogFilters, 'operator_email'> & { operatorIds?: number[] };

/**
 * The filters but the beneficiary, on the log itself or on its kept counts (both have the entity,
 * action and operator columns): a total that depends on these alone is a sum over a few counts.
 */
function groupWhere(t: { entity: Column; action: Column; operatorId: Column }, f: LogSearch, param: Param): SQL | undefined {
  const ids = f.operatorIds;
  return and(
    f.entita ? eq(t.entity, closedLiteral(LOG_ENTITIES, f.entita)) : undefined,
    f.action ? eq(t.action, closedLiteral(LOG_ACTIONS, f.action)) : undefined,
    // views are kept but would bury the changes: shown only when asked for
    f.include_views === 'true' ? undefined : ne(t.action, LOG_VIEW_ACTION),
    !ids
      ? undefined
      : ids.length === 1
        ? eq(t.operatorId, param('operator_id', ids[0]))
        : sql`${t.operatorId} = any(${param('operator_ids', ids)}::integer[])`,
  );
}

/** The one translation of the filters into SQL (page and count). */
const logWhere = (f: LogSearch, param: Param = inline): SQL | undefined =>
  and(f.beneficiary_id ? eq(l.beneficiaryId, param('beneficiary_id', f.beneficiary_id)) : undefined, groupWhere(l, f, param));

/**
 * The number of matching entries, as a statement of its own or a page's column (`param` puts the
 * values as the statement's condition does). A beneficiary's entries are counted on her index (tens
 * of them); any other choice of filters is a sum of the kept counts, whatever the log's size: the
 * log grows with every call, and was counted in full on each page.
 */
const countOf = (db: Db, f: LogSearch, condition: SQL | undefined, param: Param) =>
  f.beneficiary_id
    ? db
        .select({ n: sql<number>`count(*)::int` })
        .from(l)
        .where(condition)
    : db
        .select({ n: sql<number>`coalesce(sum(${activityLogCounts.n}), 0)::int` })
        .from(activityLogCounts)
        .where(groupWhere(activityLogCounts, f, param));

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

/** The filters with the operators looked up; undefined when the e-mail names no operator (nothing can match). */
async function searchOf(db: Db, { operator_email: email, ...filters }: LogFilters): Promise<LogSearch | undefined> {
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
export const logList = (db: Db): ListSource<LogFilters, LogEntry> => {
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
};

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
