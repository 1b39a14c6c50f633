import type { Interview, InterviewFilters, InterviewInput } from '@empowerment/shared/interviews';
import { and, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { beneficiaries as b, interviews as i, rowCounts, typesInterviews } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { selectBatches, listOf, keptPerDatabase, type BatchRange, type ListSource } from '../../lib/list';
import { inline, type Param } from '../../lib/prepared';
import { containsPattern, foldedContains, searchPattern } from '../../lib/sql';

/**
 * The one translation of the filters into SQL (her tab, the programme-wide list, its count and the
 * export). It reads the beneficiary joined. `beneficiary`: her name, surname, both in either order,
 * or her fiscal code contains the text.
 */
export function interviewWhere(f: InterviewFilters, param: Param = inline): SQL | undefined {
  const named = f.beneficiary ? param('beneficiary', searchPattern(f.beneficiary)) : undefined;
  return and(
    f.beneficiary_id ? eq(i.beneficiaryId, param('beneficiary_id', f.beneficiary_id)) : undefined,
    f.beneficiary
      ? or(
          sql`${b.nameSearch} like ${named}`,
          sql`${b.surnameSearch} like ${named}`,
          sql`(${b.nameSearch} || ' ' || ${b.surnameSearch}) like ${named}`,
          sql`(${b.surnameSearch} || ' ' || ${b.nameSearch}) like ${named}`,
          ilike(b.fiscalCode, param('beneficiary_cf', containsPattern(f.beneficiary))),
        )
      : undefined,
    f.type_id ? eq(i.typeId, param('type_id', f.type_id)) : undefined,
    f.date_from ? gte(i.date, param('date_from', f.date_from)) : undefined,
    f.date_to ? lte(i.date, param('date_to', f.date_to)) : undefined,
    foldedContains(i.interviewer, f.interviewer, (pattern) => param('interviewer', pattern)),
  );
}

const columns = {
  ...apiColumns(i),
  type: sql<string>`${typesInterviews.type}`,
  beneficiary: sql<
    Interview['beneficiary']
  >`json_build_object('ID', ${b.id}, 'name', ${b.name}, 'surname', ${b.surname}, 'fiscal_code', ${b.fiscalCode})`,
};

/** Interviews with their type and their beneficiary (what a row names and the filters read). */
const withRefs = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(typesInterviews, eq(typesInterviews.id, i.typeId)).innerJoin(b, eq(b.id, i.beneficiaryId));

/**
 * The latest first: by day, then the last written. Written as the indexes are (drizzle's .desc()
 * makes DESC NULLS LAST, and a plain DESC means NULLS FIRST): another spelling would not read the
 * index in order but sort every interview for each page.
 */
const newestFirst = [sql`${i.date} desc nulls last`, sql`${i.id} desc nulls last`] as const;

/** The matching interviews newest first, for a page or a batch. */
const ordered = <Q extends PgSelect>(query: Q, condition: SQL | undefined) =>
  withRefs(query)
    .where(condition)
    .orderBy(...newestFirst);

const counted = { n: sql<number>`count(*)::int` };

/**
 * The number of matching interviews; without filters, the count kept by the row_counts triggers
 * (migration 0016), not a scan of every interview. Inside a page's statement, the subquery's
 * tables are its own again.
 */
const countOf = (db: Db) => (condition: SQL | undefined) =>
  condition
    ? withRefs(db.select(counted).from(i).$dynamic()).where(condition)
    : db
        .select({ n: sql<number>`${rowCounts.n}::int` })
        .from(rowCounts)
        .where(eq(rowCounts.tableName, 'interviews'));

/** Her tab and the programme-wide list, newest first; one statement per shape of filters (lib/list). */
export const interviewList = keptPerDatabase((db: Db): ListSource<InterviewFilters, Interview> =>
  listOf(db, {
    name: 'interview',
    columns,
    where: interviewWhere,
    rows: (selection, condition, page) => ordered(db.select(selection).from(i).$dynamic(), condition).limit(page.limit).offset(page.offset),
    count: countOf(db),
  }),
);

/** The number of interviews matching the filters (the export's). */
export const countInterviews = (db: Db, filters: InterviewFilters) => interviewList(db).count(filters);

/** The export's rows newest first, by keyset on (date, ID). */
export const interviewBatches = (db: Db, filters: InterviewFilters, range?: BatchRange) =>
  selectBatches(
    db,
    columns,
    (select, last, size, offset) =>
      withRefs(select.from(i).$dynamic())
        .where(and(interviewWhere(filters), last ? or(lt(i.date, last.date), and(eq(i.date, last.date), lt(i.id, last.ID))) : undefined))
        .orderBy(...newestFirst)
        .limit(size)
        .offset(offset),
    range,
  );

export async function findInterview(db: Db, id: number): Promise<Interview | undefined> {
  const [row] = await withRefs(db.select(columns).from(i).$dynamic()).where(eq(i.id, id));
  return row;
}

type Fields = Pick<InterviewInput, 'date' | 'type_id' | 'interviewer' | 'notes'>;
const values = (input: Fields) => ({ date: input.date, typeId: input.type_id, interviewer: input.interviewer, notes: input.notes });

export async function insertInterview(db: Db, beneficiaryId: number, input: Fields) {
  const [row] = await db
    .insert(i)
    .values({ beneficiaryId, ...values(input) })
    .returning({ id: i.id });
  return (await findInterview(db, row.id))!;
}

export async function updateInterview(db: Db, id: number, input: Fields) {
  const [row] = await db.update(i).set(values(input)).where(eq(i.id, id)).returning({ id: i.id });
  return row && (await findInterview(db, row.id));
}

export async function deleteInterview(db: Db, id: number) {
  const [row] = await db.delete(i).where(eq(i.id, id)).returning({ id: i.id });
  return row !== undefined;
}
