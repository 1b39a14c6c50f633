import type { BugReport, BugReportFilters, ScreenshotMime } from '@empowerment/shared/bug-reports';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Runner } from '../../db/client';
import { bugReports as r, bugReportScreenshots, operators } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { apiColumns } from '../../lib/api-columns';
import { keptPerDatabase, listOf, type ListSource } from '../../lib/list';
import type { Param } from '../../lib/prepared';

const sender = alias(operators, 'sender');
const handler = alias(operators, 'handler');

const person = (o: Record<'id' | 'name' | 'surname' | 'email', AnyPgColumn>) =>
  sql<
    BugReport['operator']
  >`case when ${o.id} is null then null else json_build_object('ID', ${o.id}, 'name', ${o.name}, 'surname', ${o.surname}, 'email', ${o.email}) end`;

const columns = {
  ...apiColumns(r, { omit: ['operatorId', 'handledBy', 'screenshotMime', 'screenshotSize', 'handledAt'] }),
  handled_at: sql<string | null>`${isoTimestamp(r.handledAt)}`,
  operator: person(sender),
  handled_by: person(handler),
  screenshot: sql<
    BugReport['screenshot']
  >`case when ${r.screenshotMime} is null then null else json_build_object('mime', ${r.screenshotMime}, 'size', ${r.screenshotSize}) end`,
};

const where = (f: BugReportFilters, param: Param): SQL | undefined =>
  f.status ? eq(r.handled, param('handled', f.status === 'handled')) : undefined;

/** The reports newest first, to handle or handled (lib/list). */
export const bugReportList = keptPerDatabase((db: Db): ListSource<BugReportFilters, BugReport> =>
  listOf(db, {
    name: 'bug_report',
    columns,
    where,
    rows: (selection, condition, page) =>
      db
        .select(selection)
        .from(r)
        .leftJoin(sender, eq(sender.id, r.operatorId))
        .leftJoin(handler, eq(handler.id, r.handledBy))
        .where(condition)
        .orderBy(desc(r.id))
        .limit(page.limit)
        .offset(page.offset),
    count: (condition) => db.select({ n: count() }).from(r).where(condition),
  }),
);

export async function findBugReport(db: Runner, id: number): Promise<BugReport | undefined> {
  const [row] = await db
    .select(columns)
    .from(r)
    .leftJoin(sender, eq(sender.id, r.operatorId))
    .leftJoin(handler, eq(handler.id, r.handledBy))
    .where(eq(r.id, id));
  return row;
}

export type NewBugReport = {
  subject: string;
  description: string;
  page: string;
  userAgent: string;
  operatorId: number | null;
  screenshot?: { data: Buffer; mime: ScreenshotMime };
};

/** The report and its screenshot, in the caller's transaction. */
export async function insertBugReport(tx: Runner, values: NewBugReport): Promise<number> {
  const { screenshot, ...fields } = values;
  const [row] = await tx
    .insert(r)
    .values({ ...fields, screenshotMime: screenshot?.mime ?? null, screenshotSize: screenshot?.data.length ?? null })
    .returning({ id: r.id });
  if (screenshot) await tx.insert(bugReportScreenshots).values({ bugReportId: row.id, data: screenshot.data });
  return row.id;
}

/** Handled by `operatorId` now, or back among those to handle. */
export async function setHandled(db: Runner, id: number, handled: boolean, operatorId: number) {
  await db
    .update(r)
    .set(handled ? { handled, handledAt: sql`now()`, handledBy: operatorId } : { handled, handledAt: null, handledBy: null })
    .where(eq(r.id, id));
}

export async function findScreenshot(db: Db, id: number) {
  const [row] = await db
    .select({ data: bugReportScreenshots.data, mime: r.screenshotMime })
    .from(bugReportScreenshots)
    .innerJoin(r, eq(r.id, bugReportScreenshots.bugReportId))
    .where(eq(bugReportScreenshots.bugReportId, id));
  return row;
}

/** Where a new report is mailed: every administrator. */
export async function administratorEmails(db: Runner): Promise<string[]> {
  const rows = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(eq(operators.superOperator, true), isNull(operators.deactivatedAt)))
    .orderBy(operators.id);
  return rows.map((row) => row.email);
}
