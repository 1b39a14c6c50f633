import { INTERNSHIP_HOST, type Internship, type InternshipFilters, type InternshipInput } from '@empowerment/shared/internships';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Runner } from '../../db/client';
import {
  beneficiaries as b,
  companies,
  companyInternshipPositions as p,
  internships as i,
  municipi,
  rowCounts,
  sectors,
} from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { selectBatches, listOf, keptPerDatabase, type BatchRange, type ListSource } from '../../lib/list';
import { inline, type Param } from '../../lib/prepared';
import { beneficiaryMatches } from '../beneficiaries';

/** The day after `day` (YYYY-MM-DD), for an inclusive "to" on a timestamp. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The one translation of the filters into SQL (her tab, the programme-wide list, its count and the
 * export). It reads the beneficiary joined. The recorded range is of days in Italy, both ends in.
 */
export function internshipWhere(f: InternshipFilters, param: Param = inline): SQL | undefined {
  return and(
    f.beneficiary_id ? eq(i.beneficiaryId, param('beneficiary_id', f.beneficiary_id)) : undefined,
    beneficiaryMatches(f.beneficiary, param),
    f.hosting_company_id ? eq(i.hostingCompanyId, param('hosting_company_id', f.hosting_company_id)) : undefined,
    f.status_internships ? eq(i.statusInternships, param('status_internships', f.status_internships)) : undefined,
    f.sector_id ? eq(i.sectorId, param('sector_id', f.sector_id)) : undefined,
    f.created_from
      ? sql`${i.createdAt} >= (${param('created_from', f.created_from)}::date::timestamp at time zone 'Europe/Rome')`
      : undefined,
    f.created_to
      ? sql`${i.createdAt} < (${param('created_to', dayAfter(f.created_to))}::date::timestamp at time zone 'Europe/Rome')`
      : undefined,
  );
}

/** A row of another table named by the internship, as a scalar subquery (see `columns`). */
const hostName = sql<string>`(select ${companies.companyName} from ${companies} where ${companies.id} = ${i.hostingCompanyId})`;

/**
 * The internship with what a row names: her, the host, the sector, the position and its municipio.
 * Her row is joined (her names are filtered on); the others are scalar subqueries by primary key,
 * not joins: a first page then costs PostgreSQL a fraction of a millisecond to plan instead of two
 * (six joined tables made the planner search their orders on every call, more than the page took to run).
 */
const columns = {
  ...apiColumns(i),
  hosting_company_name: hostName,
  hosting_company_refer: sql<
    Internship['hosting_company_refer']
  >`json_build_object('ID', ${i.hostingCompanyId}, 'company_name', ${hostName})`,
  sector: sql<string>`(select ${sectors.type} from ${sectors} where ${sectors.id} = ${i.sectorId})`,
  internship_company: sql<Internship['internship_company']>`(select json_build_object(
    'ID', ${p.id}, 'company_id', ${p.companyId}, 'job_positions', ${p.jobPositions}, 'requisiti', ${p.requisiti},
    'orari_turni', ${p.orariTurni}, 'start_date', ${p.startDate}, 'place', ${p.place}, 'municipio_id', ${p.municipioId},
    'municipio', (select json_build_object('ID', ${municipi.id}, 'municipio', ${municipi.municipio}) from ${municipi} where ${municipi.id} = ${p.municipioId}),
    'busy', (${p.busy} or ${p.idBeneficiary} is not null), 'id_beneficiary', ${p.idBeneficiary})
    from ${p} where ${p.id} = ${i.internshipCompanyId})`,
  beneficiary: sql<
    Internship['beneficiary']
  >`json_build_object('ID', ${b.id}, 'name', ${b.name}, 'surname', ${b.surname}, 'fiscal_code', ${b.fiscalCode})`,
};

/** Internships with her row (what the filters on her names read). */
const withRefs = <Q extends PgSelect>(query: Q) => query.innerJoin(b, eq(b.id, i.beneficiaryId));

/** The latest first (ids grow with time: the indexes on (beneficiary_id, id desc) and the primary key). */
const newestFirst = [desc(i.id)] as const;

const counted = { n: sql<number>`count(*)::int` };

/**
 * The number of matches. Only her row is needed besides the internship (the filter on her names);
 * without filters, the count kept by the row_counts triggers (migration 0017), not a scan of every
 * internship. Inside a page's statement, the subquery's tables are its own again.
 */
const countOf = (db: Db) => (condition: SQL | undefined) =>
  condition
    ? db.select(counted).from(i).innerJoin(b, eq(b.id, i.beneficiaryId)).where(condition)
    : db
        .select({ n: sql<number>`${rowCounts.n}::int` })
        .from(rowCounts)
        .where(eq(rowCounts.tableName, 'internships'));

/** Her tab and the programme-wide list, newest first; one statement per shape of filters (lib/list). */
export const internshipList = keptPerDatabase((db: Db): ListSource<InternshipFilters, Internship> =>
  listOf(db, {
    name: 'internship',
    columns,
    where: internshipWhere,
    rows: (selection, condition, page) =>
      withRefs(db.select(selection).from(i).$dynamic())
        .where(condition)
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset),
    count: countOf(db),
  }),
);

/** The number of internships matching the filters (the export's). */
export const countInternships = (db: Db, filters: InternshipFilters) => internshipList(db).count(filters);

/** The export's rows newest first, by keyset on ID. */
export const internshipBatches = (db: Db, filters: InternshipFilters, range?: BatchRange) =>
  selectBatches(
    db,
    columns,
    (select, last, size, offset) =>
      withRefs(select.from(i).$dynamic())
        .where(and(internshipWhere(filters), last ? lt(i.id, last.ID) : undefined))
        .orderBy(...newestFirst)
        .limit(size)
        .offset(offset),
    range,
  );

export async function findInternship(db: Runner, id: number): Promise<Internship | undefined> {
  const [row] = await withRefs(db.select(columns).from(i).$dynamic()).where(eq(i.id, id));
  return row;
}

/** Whether the company may host a new internship: a signed internship company (spec 02 §7). */
export async function isInternshipHost(db: Runner, companyId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({
      host: sql<boolean>`${companies.companyType} = ${INTERNSHIP_HOST.company_type} and ${companies.stateContact} = ${INTERNSHIP_HOST.state_contact}`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.host;
}

type Fields = Omit<InternshipInput, 'beneficiary_id'>;
const values = (input: Fields) => ({
  hostingCompanyId: input.hosting_company_id,
  internshipCompanyId: input.internship_company_id,
  statusInternships: input.status_internships,
  sectorId: input.sector_id,
  payingCompany: input.paying_company,
  durationMonth: input.duration_month,
  scheduledHours: input.scheduled_hours,
  weekScheduledHours: input.week_sceduled_hours,
  completedHours: input.completed_hours,
  monthlyAllowance: input.monthly_allowance,
  valutation: input.valutation,
  notes: input.notes,
});

export async function insertInternship(db: Runner, beneficiaryId: number, input: Fields) {
  const [row] = await db
    .insert(i)
    .values({ beneficiaryId, ...values(input) })
    .returning({ id: i.id });
  return (await findInternship(db, row.id))!;
}

/** Saves the whole internship; hours changed in the form count as recorded, as with +/- ('Oggi'). */
export async function updateInternship(db: Runner, id: number, input: Fields) {
  const [row] = await db
    .update(i)
    .set({
      ...values(input),
      hoursRecordedAt: sql`case when ${i.completedHours} <> ${input.completed_hours} then now() else ${i.hoursRecordedAt} end`,
    })
    .where(eq(i.id, id))
    .returning({ id: i.id });
  return row && (await findInternship(db, row.id));
}

/** Deletes it; its position is freed by the table's trigger (migration 0015). */
export async function deleteInternship(db: Runner, id: number) {
  const [row] = await db.delete(i).where(eq(i.id, id)).returning({ id: i.id });
  return row !== undefined;
}

/**
 * Moves the completed hours by `delta` in one statement whose condition holds the bounds: of any
 * number of concurrent clicks, each applies to the hours as the previous one left them, and none
 * takes them below 0 or above the scheduled hours; 'Oggi' reads when they last moved. Undefined when it
 * did not apply.
 */
export async function moveCompletedHours(db: Runner, id: number, delta: number) {
  const [row] = await db
    .update(i)
    .set({ completedHours: sql`${i.completedHours} + ${delta}`, hoursRecordedAt: sql`now()` })
    .where(and(eq(i.id, id), sql`${i.completedHours} + ${delta} between 0 and ${i.scheduledHours}`))
    .returning({ completed_hours: i.completedHours, beneficiary_id: i.beneficiaryId, scheduled_hours: i.scheduledHours });
  return row;
}

/** Her internship's owner and hours, when it exists (why a move did not apply). */
export async function internshipHours(db: Runner, id: number) {
  const [row] = await db
    .select({ beneficiary_id: i.beneficiaryId, completed_hours: i.completedHours, scheduled_hours: i.scheduledHours })
    .from(i)
    .where(eq(i.id, id));
  return row;
}
