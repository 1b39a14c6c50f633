import type { LogEntry, LogFilters } from '@empowerment/shared';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogs as l, operators } from '../../db/schema';
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
    filters.entita ? sql`lower(${l.entity}) = lower(${filters.entita})` : undefined,
    filters.action ? eq(l.action, filters.action) : undefined,
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
