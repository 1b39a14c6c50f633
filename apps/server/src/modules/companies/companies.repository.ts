import type { Company, CompanyFilters, CompanyInput, CompanyListRow, CompanyMinInfo } from '@empowerment/shared/companies';
import { and, asc, count, eq, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies as c, companyInternshipPositions as p, municipi, sectors } from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { notFound } from '../../lib/app-error';
import { selectBatches, listOf, keptPerDatabase, type BatchRange, type ListSource } from '../../lib/list';
import { inline, type Param } from '../../lib/prepared';
import { containsPattern, foldedContains } from '../../lib/sql';
import { taken } from './positions.repository';

const bool = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** A position of the company matching `condition` exists. */
const hasPosition = (condition?: SQL) =>
  sql`exists (select 1 from ${p} where ${p.companyId} = ${c.id}${condition ? sql` and ${condition}` : sql``})`;

/**
 * The one translation of the filters into SQL, shared by the list, its count and the export; each
 * value goes in through `param`, so the list's pages are prepared once per shape of filters.
 */
export function companyWhere(f: CompanyFilters, param: Param = inline): SQL | undefined {
  const equal = (column: Column, key: keyof CompanyFilters, value: unknown = f[key]) =>
    value === undefined ? undefined : eq(column, param(key, value));
  const text = (key: keyof CompanyFilters) => {
    const value = f[key];
    return typeof value === 'string' ? value : undefined;
  };
  // names, addresses and positions as searches fold text; e-mails and phones any case
  const contains = (column: Column, key: keyof CompanyFilters) => foldedContains(column, text(key), (pattern) => param(key, pattern));
  const containsAnyCase = (column: Column, key: keyof CompanyFilters) => {
    const value = text(key);
    return value ? ilike(column, param(key, containsPattern(value))) : undefined;
  };
  const flag = (column: Column, key: keyof CompanyFilters) => equal(column, key, bool(f[key] as 'true' | 'false' | undefined));
  const openFlag = bool(f.positions_open);
  return and(
    contains(c.companyName, 'name'),
    equal(c.mailSentAt, 'mail_sent_at'),
    contains(c.mailSender, 'mail_sender'),
    equal(c.companyType, 'company_type'),
    equal(c.sectorId, 'sector_id'),
    contains(c.fonte, 'fonte'),
    contains(c.address, 'address'),
    equal(c.municipioId, 'municipio_id'),
    containsAnyCase(c.contactEmail, 'contact_email'),
    containsAnyCase(c.contactPhone, 'contact_phone'),
    contains(c.contactName, 'contact_name'),
    contains(c.internName, 'intern_name'),
    containsAnyCase(c.internPhone, 'intern_phone'),
    containsAnyCase(c.internMail, 'intern_mail'),
    equal(c.numbersInternships, 'numbers_internships'),
    equal(c.stateContact, 'state_contact'),
    equal(c.dateEmailManifest, 'date_email_manifest'),
    flag(c.conventionSigned, 'convention_signed'),
    flag(c.manifestInternship, 'manifest_internship'),
    flag(c.manifestJobDay, 'manifest_job_day'),
    flag(c.directAssumption, 'direct_assumption'),
    f.positions_municipio === undefined ? undefined : hasPosition(equal(p.municipioId, 'positions_municipio')),
    openFlag === undefined ? undefined : openFlag ? hasPosition(sql`not ${taken}`) : sql`not ${hasPosition(sql`not ${taken}`)}`,
    f.positions ? hasPosition(contains(p.jobPositions, 'positions')) : undefined,
  );
}

const companyColumns = apiColumns(c);

/** A reference as {ID, name} or null, read from its left-joined row. */
const reference = <T>(id: SQL | Parameters<typeof eq>[0], key: string, value: Parameters<typeof eq>[0]) =>
  sql<T | null>`case when ${id} is null then null else json_build_object('ID', ${id}, ${sql.raw(`'${key}'`)}, ${value}) end`;

const byName = [asc(c.companyName), asc(c.id)] as const;

/**
 * The position counts of each company: one lateral aggregate per company, read from the
 * (company_id, busy, id_beneficiary) index, in the same statement as the page.
 */
const positionCounts = (db: Db) =>
  db
    .select({
      assigned: sql<number>`(count(*) filter (where ${taken}))::int`.as('assigned'),
      open: sql<number>`(count(*) filter (where not ${taken}))::int`.as('open'),
      total: sql<number>`count(*)::int`.as('total'),
    })
    .from(p)
    .where(eq(p.companyId, c.id))
    .as('position_counts');

/** The rows of the table with their references and position counts (the list's and the export's). */
const rowColumns = (counts: ReturnType<typeof positionCounts>) => ({
  ...companyColumns,
  sector_refer: reference<{ ID: number; type: string }>(sectors.id, 'type', sectors.type),
  municipio: reference<{ ID: number; municipio: string }>(municipi.id, 'municipio', municipi.municipio),
  assigned_internships: counts.assigned,
  open_positions: counts.open,
  total_positions: counts.total,
});

const withReferences = <Q extends PgSelect>(query: Q, counts: ReturnType<typeof positionCounts>) =>
  query
    .leftJoin(sectors, eq(sectors.id, c.sectorId))
    .leftJoin(municipi, eq(municipi.id, c.municipioId))
    .innerJoinLateral(counts, sql`true`);

const countMatches = (db: Db) => (condition: SQL | undefined) => db.select({ n: count() }).from(c).where(condition);

/** The companies in name order, with their position counts; one statement per shape of filters (lib/list). */
export const companyList = keptPerDatabase((db: Db): ListSource<CompanyFilters, CompanyListRow> => {
  const counts = positionCounts(db);
  return listOf(db, {
    name: 'company',
    columns: rowColumns(counts),
    where: companyWhere,
    rows: (columns, condition, page) =>
      withReferences(db.select(columns).from(c).$dynamic(), counts)
        .where(condition)
        .orderBy(...byName)
        .limit(page.limit)
        .offset(page.offset),
    count: countMatches(db),
  });
});

/** minInfo=true: the choices of a select, in name order. */
export const companyChoices = keptPerDatabase((db: Db): ListSource<CompanyFilters, CompanyMinInfo> =>
  listOf(db, {
    name: 'company_choices',
    columns: { ID: c.id, company_name: c.companyName },
    where: companyWhere,
    rows: (columns, condition, page) =>
      db
        .select(columns)
        .from(c)
        .where(condition)
        .orderBy(...byName)
        .limit(page.limit)
        .offset(page.offset),
    count: countMatches(db),
  }),
);

/** The export's rows in name order, by keyset on (name, ID). */
export const companyBatches = (db: Db, filters: CompanyFilters, range?: BatchRange) => {
  const counts = positionCounts(db);
  return selectBatches(
    db,
    rowColumns(counts),
    (select, last, size, offset) =>
      withReferences(select.from(c).$dynamic(), counts)
        .where(and(companyWhere(filters), last && sql`(${c.companyName}, ${c.id}) > (${last.company_name}, ${last.ID})`))
        .orderBy(...byName)
        .limit(size)
        .offset(offset),
    range,
  );
};

export async function findCompany(db: Db, id: number): Promise<Company> {
  const [row] = await db.select(companyColumns).from(c).where(eq(c.id, id));
  if (!row) throw notFound();
  return row;
}

export async function insertCompany(db: Db, input: CompanyInput): Promise<Company> {
  const [row] = await db
    .insert(c)
    .values(columnValues(c, input) as typeof c.$inferInsert)
    .returning(companyColumns);
  return row;
}

export async function updateCompany(db: Db, id: number, input: CompanyInput): Promise<Company> {
  const [row] = await db.update(c).set(columnValues(c, input)).where(eq(c.id, id)).returning(companyColumns);
  if (!row) throw notFound();
  return row;
}

/** Deletes the company; its positions (and later internships, courses) block it with a 424 from the constraint registry. */
export async function deleteCompany(db: Db, id: number): Promise<Company> {
  const [row] = await db.delete(c).where(eq(c.id, id)).returning(companyColumns);
  if (!row) throw notFound();
  return row;
}

/** The number of companies matching the filters (the export's). */
export const countCompanies = (db: Db, filters: CompanyFilters) => companyList(db).count(filters);
