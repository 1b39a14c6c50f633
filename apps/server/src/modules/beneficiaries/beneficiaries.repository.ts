import { EXPORT_BATCH_SIZE, type BeneficiaryFilters, type BeneficiaryListRow } from '@empowerment/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries as b, dataProjects, rowCounts } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import type { ListSource, Page } from '../../lib/list';
import { escapeLike, ilikeContains, ilikeStartsWith } from '../../lib/sql';

/** The badge of the list: the project's active flag, active while no project row exists. */
const active = sql<boolean>`coalesce(${dataProjects.active}, true)`;

/**
 * The one translation of the list filters into SQL, shared by the list, its count and the export.
 * It needs data_projects left-joined (see `fromBeneficiaries`).
 */
export function beneficiaryWhere(filters: BeneficiaryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  conditions.push(
    ilikeContains(b.name, filters.name),
    ilikeContains(b.surname, filters.surname),
    ilikeContains(b.email, filters.email),
    ilikeStartsWith(b.idPublic, filters.id_public),
    ilikeStartsWith(b.fiscalCode, filters.fiscal_code),
  );
  if (filters.phone) {
    // the number as typed, separators aside; with a leading + it includes the international prefix
    const typed = filters.phone.replace(/[\s\-./()]/g, '');
    const number = typed.startsWith('+') ? sql`coalesce(${b.phonePrefix}, '') || coalesce(${b.phone}, '')` : b.phone;
    conditions.push(sql`${number} like ${`${escapeLike(typed)}%`}`);
  }
  if (filters.birth_date) conditions.push(eq(b.birthDate, filters.birth_date));
  if (filters.active) conditions.push(sql`${active} = ${filters.active === 'true'}`);
  return and(...conditions);
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
function filteredPage(db: Db, where: SQL, page: Page) {
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

/** One page of the list, in the list's order (surname, name, ID). */
export async function listBeneficiaries(db: Db, filters: BeneficiaryFilters, page: Page): Promise<BeneficiaryListRow[]> {
  const where = beneficiaryWhere(filters);
  return where ? (await filteredPage(db, where, page)).map(withoutTotal) : unfilteredPage(db, page);
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
  const where = beneficiaryWhere(filters);
  if (!where) {
    const [total, data] = await Promise.all([countBeneficiaries(db, filters), unfilteredPage(db, page)]);
    return { total, data };
  }
  const rows = await filteredPage(db, where, page);
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
