import { EXPORT_BATCH_SIZE, type BeneficiaryFilters, type BeneficiaryListRow } from '@empowerment/shared';
import { and, asc, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries as b, dataProjects, rowCounts } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import type { ListSource, Page } from '../../lib/list';
import { containsPattern, startsWithPattern } from '../../lib/sql';

/** The badge of the list: the project's active flag, active while no project row exists. */
const active = sql<boolean>`coalesce(${dataProjects.active}, true)`;

/** The phone number as typed, separators aside; with a leading + it includes the international prefix. */
const typedPhone = (phone: string | undefined) => phone?.replace(/[\s\-./()]/g, '');

/** The values the filters compare with, as the SQL takes them (LIKE patterns, booleans); absent filters are absent. */
function filterValues(filters: BeneficiaryFilters) {
  return {
    name: filters.name ? containsPattern(filters.name) : undefined,
    surname: filters.surname ? containsPattern(filters.surname) : undefined,
    email: filters.email ? containsPattern(filters.email) : undefined,
    id_public: filters.id_public ? startsWithPattern(filters.id_public) : undefined,
    fiscal_code: filters.fiscal_code ? startsWithPattern(filters.fiscal_code) : undefined,
    phone: filters.phone ? startsWithPattern(typedPhone(filters.phone)!) : undefined,
    birth_date: filters.birth_date || undefined,
    active: filters.active ? filters.active === 'true' : undefined,
  };
}
type FilterValues = ReturnType<typeof filterValues>;

/**
 * The one translation of the list filters into SQL, shared by the list, its count and the export.
 * `value` gives what a present filter compares with: the value itself, or a placeholder of a
 * prepared statement. It needs data_projects left-joined (see `fromBeneficiaries`).
 */
function whereOf(values: FilterValues, withPrefix: boolean, value: (key: keyof FilterValues) => unknown): SQL | undefined {
  const has = (key: keyof FilterValues) => values[key] !== undefined;
  const phone = withPrefix ? sql`coalesce(${b.phonePrefix}, '') || coalesce(${b.phone}, '')` : b.phone;
  return and(
    has('name') ? sql`${b.name} ilike ${value('name')}` : undefined,
    has('surname') ? sql`${b.surname} ilike ${value('surname')}` : undefined,
    has('email') ? sql`${b.email} ilike ${value('email')}` : undefined,
    has('id_public') ? sql`${b.idPublic} ilike ${value('id_public')}` : undefined,
    has('fiscal_code') ? sql`${b.fiscalCode} ilike ${value('fiscal_code')}` : undefined,
    has('phone') ? sql`${phone} like ${value('phone')}` : undefined,
    has('birth_date') ? sql`${b.birthDate} = ${value('birth_date')}` : undefined,
    has('active') ? sql`${active} = ${value('active')}` : undefined,
  );
}

const withPrefix = (filters: BeneficiaryFilters) => typedPhone(filters.phone)?.startsWith('+') ?? false;

export function beneficiaryWhere(filters: BeneficiaryFilters): SQL | undefined {
  const values = filterValues(filters);
  return whereOf(values, withPrefix(filters), (key) => values[key]);
}

const listColumns = {
  ...apiColumns(b, { pick: ['id', 'idPublic', 'name', 'surname', 'email', 'phone', 'phonePrefix', 'fiscalCode', 'birthDate'] }),
  active,
};

const byName = [asc(b.surname), asc(b.name), asc(b.id)] as const;

/**
 * The statements without filters, the list's most asked page, prepared once per database: drizzle
 * builds them once and PostgreSQL parses and plans them once per connection (decision 0020). The
 * first page: the index on (surname, name, id) gives the rows in order at once. The count: kept by
 * triggers (no scan).
 */
const prepareUnfiltered = (db: Db) => ({
  page: db
    .select(listColumns)
    .from(b)
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('beneficiary_list_unfiltered'),
  keptCount: db
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, 'beneficiaries'))
    .prepare('beneficiary_kept_count'),
});
const unfilteredStatements = new WeakMap<Db, ReturnType<typeof prepareUnfiltered>>();
const unfiltered = (db: Db) => {
  let statements = unfilteredStatements.get(db);
  if (!statements) unfilteredStatements.set(db, (statements = prepareUnfiltered(db)));
  return statements;
};

const unfilteredPage = (db: Db, page: Page) => unfiltered(db).page.execute(page);

/**
 * One page of filtered rows, each with the number of all matching rows. The matches are found
 * once by the filter's indexes (trigram for the text filters) and counted by a window, then cut to
 * the page by a top-N sort; only the page's ids are joined to their columns. The window also keeps
 * the planner from walking the name index in order instead, which tests every entry for a filter
 * whose matches sort late (several times slower for a surname held by one row in ten); counting
 * apart would find the matches a second time.
 */
function filteredPage(db: Db, where: SQL, page: { limit: Placeholder; offset: Placeholder }) {
  const found = db
    .select({ id: b.id, surname: b.surname, name: b.name, total: sql<number>`count(*) over ()`.as('total') })
    .from(b)
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .where(where)
    .as('found');
  const matches = db
    .select({ id: found.id, total: found.total })
    .from(found)
    .orderBy(asc(found.surname), asc(found.name), asc(found.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('matches');
  return db
    .select({ ...listColumns, total: matches.total })
    .from(matches)
    .innerJoin(b, eq(b.id, matches.id))
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .orderBy(...byName);
}

const withoutTotal = ({ total: _total, ...row }: BeneficiaryListRow & { total: unknown }): BeneficiaryListRow => row;

/**
 * A filtered page's statement depends only on which filters are present (and whether the phone
 * starts with +): it is built and prepared once per such shape, and a call only fills its values
 * (building it took about 170 µs a call, a quarter of a filtered list request's cost; decision 0020).
 */
const filteredStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareFiltered>>>();
function prepareFiltered(db: Db, values: FilterValues, plus: boolean, name: string) {
  const where = whereOf(values, plus, (key) => sql.placeholder(key))!;
  return filteredPage(db, where, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }).prepare(name);
}
async function filteredRows(db: Db, filters: BeneficiaryFilters, page: Page) {
  const values = filterValues(filters);
  const present = (Object.keys(values) as (keyof FilterValues)[]).filter((key) => values[key] !== undefined);
  if (present.length === 0) return undefined;
  const plus = withPrefix(filters);
  // one bit per present filter: a short name (PostgreSQL cuts names at 63 characters)
  const shape = (Object.keys(values) as (keyof FilterValues)[]).reduce(
    (bits, key, i) => bits | (values[key] === undefined ? 0 : 1 << i),
    0,
  );
  const name = `beneficiary_list_${shape}${plus ? '_plus' : ''}`;
  let byShape = filteredStatements.get(db);
  if (!byShape) filteredStatements.set(db, (byShape = new Map()));
  let statement = byShape.get(name);
  if (!statement) byShape.set(name, (statement = prepareFiltered(db, values, plus, name)));
  return statement.execute({ ...Object.fromEntries(present.map((key) => [key, values[key]])), ...page });
}

/** One page of the list, in the list's order (surname, name, ID). */
export async function listBeneficiaries(db: Db, filters: BeneficiaryFilters, page: Page): Promise<BeneficiaryListRow[]> {
  const rows = await filteredRows(db, filters, page);
  return rows ? rows.map(withoutTotal) : unfilteredPage(db, page);
}

/** The exact number of matching rows; without filters, the count kept by triggers (no scan). */
export async function countBeneficiaries(db: Db, filters: BeneficiaryFilters): Promise<number> {
  const where = beneficiaryWhere(filters);
  if (!where) {
    const [kept] = await unfiltered(db).keptCount.execute();
    if (kept) return kept.n;
  }
  const [{ n }] = await db.select({ n: count() }).from(b).leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id)).where(where);
  return n;
}

/** One page with the total of all matches: a filtered page counts its matches in the same pass. */
export async function listBeneficiaryPage(db: Db, filters: BeneficiaryFilters, page: Page) {
  const rows = await filteredRows(db, filters, page);
  if (!rows) {
    const [total, data] = await Promise.all([countBeneficiaries(db, filters), unfilteredPage(db, page)]);
    return { total, data };
  }
  // a page past the last match carries no total: count apart (rare: a stale link)
  const total = rows.length > 0 ? Number(rows[0].total) : page.offset > 0 ? await countBeneficiaries(db, filters) : 0;
  return { total, data: rows.map(withoutTotal) };
}

/**
 * The rows from `offset`, at most `limit` of them, read `batchSize` at a time: the first batch by
 * offset, the next ones after the last row seen (keyset on surname, name, ID), so that memory
 * stays flat and a deep batch costs no more than the first.
 */
export async function* beneficiaryBatches(
  db: Db,
  filters: BeneficiaryFilters,
  { offset = 0, limit = Number.POSITIVE_INFINITY, batchSize = EXPORT_BATCH_SIZE } = {},
): AsyncGenerator<BeneficiaryListRow[]> {
  let remaining = limit;
  let last: BeneficiaryListRow | undefined;
  while (remaining > 0) {
    const size = Math.min(batchSize, remaining);
    const after = last && sql`(${b.surname}, ${b.name}, ${b.id}) > (${last.surname}, ${last.name}, ${last.ID})`;
    const rows = await db
      .select(listColumns)
      .from(b)
      .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
      .where(and(beneficiaryWhere(filters), after))
      .orderBy(...byName)
      .limit(size)
      .offset(last ? 0 : offset);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    remaining -= rows.length;
    last = rows[rows.length - 1];
  }
}

export async function beneficiaryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: b.id }).from(b).where(eq(b.id, id));
  return row !== undefined;
}

/** The beneficiary list for the list helper: page and total of the same filters. */
export const beneficiaryList = (db: Db): ListSource<BeneficiaryFilters, BeneficiaryListRow> => ({
  list: (filters, page) => listBeneficiaries(db, filters, page),
  count: (filters) => countBeneficiaries(db, filters),
  page: (filters, page) => listBeneficiaryPage(db, filters, page),
});
