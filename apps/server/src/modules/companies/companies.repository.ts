import { type Company, type CompanyFilters, type CompanyInput, type CompanyListRow, type CompanyMinInfo } from '@empowerment/shared';
import { and, asc, count, eq, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies as c, companyInternshipPositions as p, municipi, sectors } from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { notFound } from '../../lib/app-error';
import { keysetBatches, pageWithTotal, type BatchRange, type ListSource, type Page } from '../../lib/list';
import { inline, preparedOnce, preparedPage, shapedWhere, type Param } from '../../lib/prepared';
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
 * The rows of the table with their position counts: one lateral aggregate per company, read from the
 * (company_id, busy, id_beneficiary) index, in the same statement as the page.
 */
function selectRows<Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, extra = {} as Extra) {
  const counts = db
    .select({
      assigned: sql<number>`(count(*) filter (where ${taken}))::int`.as('assigned'),
      open: sql<number>`(count(*) filter (where not ${taken}))::int`.as('open'),
      total: sql<number>`count(*)::int`.as('total'),
    })
    .from(p)
    .where(eq(p.companyId, c.id))
    .as('position_counts');
  return db
    .select({
      ...companyColumns,
      sector_refer: reference<{ ID: number; type: string }>(sectors.id, 'type', sectors.type),
      municipio: reference<{ ID: number; municipio: string }>(municipi.id, 'municipio', municipi.municipio),
      assigned_internships: counts.assigned,
      open_positions: counts.open,
      total_positions: counts.total,
      ...extra,
    })
    .from(c)
    .leftJoin(sectors, eq(sectors.id, c.sectorId))
    .leftJoin(municipi, eq(municipi.id, c.municipioId))
    .innerJoinLateral(counts, sql`true`);
}

/**
 * One page in name order, with the number of all matches when `withTotal`: a count subquery in the
 * same statement (PostgreSQL works it out once, not per row; inside it, companies is its own
 * table again), so a page costs one round trip. One prepared statement per shape of filters
 * (decision 0025).
 */
const companyPage = (db: Db, filters: CompanyFilters, page: Page, withTotal: boolean) =>
  preparedPage(db, withTotal ? 'company_page' : 'company_list', companyWhere, filters, page, (condition) =>
    selectRows(db, withTotal ? { total: sql<number>`(select count(*) from ${c} where ${condition ?? sql`true`})::int` } : {})
      .where(condition)
      .orderBy(...byName),
  );

export const listCompanies = (db: Db, filters: CompanyFilters, page: Page): Promise<CompanyListRow[]> =>
  companyPage(db, filters, page, false);

export async function countCompanies(db: Db, filters: CompanyFilters): Promise<number> {
  const { condition, values, shape } = shapedWhere(companyWhere, filters);
  const statement = preparedOnce(db, `company_count_${shape}`, (name) => db.select({ n: count() }).from(c).where(condition).prepare(name));
  const [{ n }] = await statement.execute(values);
  return n;
}

export const companyList = (db: Db): ListSource<CompanyFilters, CompanyListRow> => ({
  list: (filters, page) => listCompanies(db, filters, page),
  count: (filters) => countCompanies(db, filters),
  page: async (filters, page) =>
    pageWithTotal<CompanyListRow>((await companyPage(db, filters, page, true)) as (CompanyListRow & { total: number })[], page, () =>
      countCompanies(db, filters),
    ),
});

/** minInfo=true: the choices of a select, in name order. */
export const companyChoices = (db: Db): ListSource<CompanyFilters, CompanyMinInfo> => ({
  list: (filters, page) =>
    preparedPage(db, 'company_choices', companyWhere, filters, page, (condition) =>
      db
        .select({ ID: c.id, company_name: c.companyName })
        .from(c)
        .where(condition)
        .orderBy(...byName),
    ),
  count: (filters) => countCompanies(db, filters),
});

/** The export's rows in name order, by keyset on (name, ID). */
export const companyBatches = (db: Db, filters: CompanyFilters, range?: BatchRange) =>
  keysetBatches<CompanyListRow>(
    (last, size, offset) =>
      selectRows(db)
        .where(and(companyWhere(filters), last && sql`(${c.companyName}, ${c.id}) > (${last.company_name}, ${last.ID})`))
        .orderBy(...byName)
        .limit(size)
        .offset(offset),
    range,
  );

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
