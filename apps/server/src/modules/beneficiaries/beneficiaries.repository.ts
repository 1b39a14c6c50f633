import {
  DUPLICATES_MAX,
  foldName,
  type Beneficiary,
  type BeneficiaryDuplicate,
  type BeneficiaryDuplicatesQuery,
  type BeneficiaryFilters,
  type BeneficiaryListRow,
} from '@empowerment/shared/beneficiaries';
import { and, asc, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { beneficiaries as b, beneficiaryIdCounters as counters, dataProjects, municipi, operators, rowCounts } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { keptPerDatabase, selectBatches, listOf, type BatchRange, type ListSource, type PagePlaceholders } from '../../lib/list';
import { inline, keptStatement, type Param, type Selection } from '../../lib/prepared';
import { containsPattern, searchPattern, startsWithPattern } from '../../lib/sql';

/** The badge of the list: the project's active flag, active while no project row exists. */
const active = sql<boolean>`coalesce(${dataProjects.active}, true)`;

/** The phone number as typed, separators aside; with a leading + it includes the international prefix. */
const typedPhone = (phone: string | undefined) => phone?.replace(/[\s\-./()]/g, '');

/**
 * The values the filters compare with, as the SQL takes them (LIKE patterns, booleans); absent filters
 * are absent. A name is folded here as PostgreSQL folds the search columns, once per request, so that
 * the statement compares with a plain value (an expression of a parameter would be worked out again
 * for every candidate row).
 */
function filterValues(filters: BeneficiaryFilters) {
  return {
    name: filters.name ? searchPattern(filters.name) : undefined,
    surname: filters.surname ? searchPattern(filters.surname) : undefined,
    email: filters.email ? containsPattern(filters.email) : undefined,
    id_public: filters.id_public ? startsWithPattern(filters.id_public) : undefined,
    fiscal_code: filters.fiscal_code ? startsWithPattern(filters.fiscal_code) : undefined,
    phone: filters.phone ? startsWithPattern(typedPhone(filters.phone)!) : undefined,
    birth_date: filters.birth_date || undefined,
    municipio_id: filters.municipio_id || undefined,
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
    has('name') ? sql`${b.nameSearch} like ${value('name')}` : undefined,
    has('surname') ? sql`${b.surnameSearch} like ${value('surname')}` : undefined,
    has('email') ? sql`${b.email} ilike ${value('email')}` : undefined,
    has('id_public') ? sql`${b.idPublic} ilike ${value('id_public')}` : undefined,
    has('fiscal_code') ? sql`${b.fiscalCode} ilike ${value('fiscal_code')}` : undefined,
    has('phone') ? sql`${phone} like ${value('phone')}` : undefined,
    has('birth_date') ? sql`${b.birthDate} = ${value('birth_date')}` : undefined,
    has('municipio_id') ? sql`${b.municipioId} = ${value('municipio_id')}` : undefined,
    has('active') ? sql`${active} = ${value('active')}` : undefined,
  );
}

const withPrefix = (filters: BeneficiaryFilters) => typedPhone(filters.phone)?.startsWith('+') ?? false;

/** The one translation of the list filters into SQL (list, count, export); each value put in through `param`. */
export function beneficiaryWhere(filters: BeneficiaryFilters, param: Param = inline): SQL | undefined {
  const values = filterValues(filters);
  return whereOf(values, withPrefix(filters), (key) => param(key, values[key]));
}

const listColumns = {
  ...apiColumns(b, { pick: ['id', 'idPublic', 'name', 'surname', 'email', 'phone', 'phonePrefix', 'fiscalCode', 'birthDate'] }),
  active,
};

const byName = [asc(b.surname), asc(b.name), asc(b.id)] as const;

/**
 * One page of filtered rows. The matches are found once by the filter's indexes (trigram for the
 * text filters) and counted by a window, then cut to the page by a top-N sort; only the page's ids
 * are joined to their columns. The window also keeps the planner from walking the name index in
 * order instead, which tests every entry for a filter whose matches sort late (several times slower
 * for a surname held by one row in ten); counting apart would find the matches a second time.
 */
function filteredRows(db: Db, columns: Selection, where: SQL, page: PagePlaceholders) {
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
    .select('total' in columns ? { ...columns, total: matches.total } : columns)
    .from(matches)
    .innerJoin(b, eq(b.id, matches.id))
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .orderBy(...byName);
}

/**
 * The list in its order (surname, name, ID). Without filters the first page comes in order from the
 * index on (surname, name, id) and the total is the count kept by triggers (no scan); a filtered
 * page counts its matches in the same pass. One statement per shape of filters (lib/list).
 */
export const beneficiaryList = keptPerDatabase((db: Db): ListSource<BeneficiaryFilters, BeneficiaryListRow> =>
  listOf(db, {
    name: 'beneficiary',
    columns: listColumns,
    where: beneficiaryWhere,
    rows: (columns, condition, page) =>
      condition
        ? filteredRows(db, columns, condition, page)
        : db
            .select(columns)
            .from(b)
            .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
            .orderBy(...byName)
            .limit(page.limit)
            .offset(page.offset),
    count: (condition) =>
      condition
        ? db.select({ n: count() }).from(b).leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id)).where(condition)
        : db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.tableName, 'beneficiaries')),
  }),
);

/** The exact number of matching rows; without filters, the count kept by triggers (no scan). */
export const countBeneficiaries = (db: Db, filters: BeneficiaryFilters) => beneficiaryList(db).count(filters);

/** The export's rows in the list's order, by keyset on (surname, name, ID). */
export const beneficiaryBatches = (db: Db, filters: BeneficiaryFilters, range?: BatchRange) =>
  selectBatches(
    db,
    listColumns,
    (select, last, size, offset) =>
      select
        .from(b)
        .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
        .where(
          and(beneficiaryWhere(filters), last && sql`(${b.surname}, ${b.name}, ${b.id}) > (${last.surname}, ${last.name}, ${last.ID})`),
        )
        .orderBy(...byName)
        .limit(size)
        .offset(offset),
    range,
  );

export async function beneficiaryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: b.id }).from(b).where(eq(b.id, id));
  return row !== undefined;
}

/** Her record as GET answers it: her columns, the registering operator's e-mail and her project's flag. */
const recordColumns = {
  ...apiColumns(b, { omit: ['operatorId', 'nameSearch', 'surnameSearch'] }),
  active,
  operatorEmail: operators.email,
  projectId: dataProjects.id,
  projectActive: dataProjects.active,
};
type RecordRow = Omit<Beneficiary, 'operator' | 'data_project'> & {
  operatorEmail: string | null;
  projectId: number | null;
  projectActive: boolean | null;
};
const toBeneficiary = ({ operatorEmail, projectId, projectActive, ...row }: RecordRow): Beneficiary => ({
  ...row,
  operator: operatorEmail === null ? null : { email: operatorEmail },
  data_project: projectId === null ? null : { ID: projectId, active: projectActive ?? true },
});

const recordOf = (db: Runner, id: number | Placeholder) =>
  db
    .select(recordColumns)
    .from(b)
    .leftJoin(operators, eq(operators.id, b.operatorId))
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .where(eq(b.id, id));

/** Her record as a change's transaction sees it. */
export async function findBeneficiary(db: Runner, id: number): Promise<Beneficiary | undefined> {
  const [row] = await recordOf(db, id);
  return row && toBeneficiary(row);
}

/**
 * Her record as a read outside any transaction gets it (her page's GET): the same select, kept
 * (lib/prepared keptStatement): built once, parsed and planned once per connection.
 */
export async function readBeneficiary(db: Db, id: number): Promise<Beneficiary | undefined> {
  const record = keptStatement(db, 'beneficiary_record', () => ({ selection: recordColumns, query: recordOf(db, sql.placeholder('id')) }));
  const [row] = await record.execute({ id });
  return row && toBeneficiary(row);
}

export type BeneficiaryValues = Partial<typeof b.$inferInsert>;

export async function insertBeneficiary(db: Runner, values: BeneficiaryValues & { name: string; surname: string }) {
  const [row] = await db.insert(b).values(values).returning({ id: b.id });
  return row.id;
}

export async function updateBeneficiary(db: Runner, id: number, values: BeneficiaryValues): Promise<boolean> {
  const [row] = await db.update(b).set(values).where(eq(b.id, id)).returning({ id: b.id });
  return row !== undefined;
}

/** Deletes her; her sections go with her (their foreign keys cascade). Her name and public id, for the log. */
export async function deleteBeneficiary(db: Runner, id: number) {
  const [row] = await db.delete(b).where(eq(b.id, id)).returning({ name: b.name, surname: b.surname, idPublic: b.idPublic });
  return row;
}

/** The municipio's public id, or undefined when there is no such municipio. */
export async function municipioPublicId(db: Runner, municipioId: number): Promise<number | undefined> {
  const [row] = await db.select({ idPublic: municipi.idPublic }).from(municipi).where(eq(municipi.id, municipioId));
  return row?.idPublic;
}

/**
 * The counter of a prefix exists: made on first use from the highest sequence already stored under
 * it (rows imported or typed by hand), so that the next number never repeats one of them. Two
 * first uses at once: one inserts, the other waits on the key and does nothing.
 */
async function ensureCounter(db: Runner, prefix: string) {
  await db.execute(sql`
    INSERT INTO ${counters} (prefix, last)
    SELECT ${prefix}, coalesce(max(substring(${b.idPublic} from ${prefix.length + 2}::integer)::integer), 0)
    FROM ${b} WHERE ${b.idPublic} ~ ${`^${prefix}_[0-9]{1,9}$`}
    ON CONFLICT (prefix) DO NOTHING`);
}

/** The next sequence number of a prefix; the row stays locked until the caller's transaction ends. */
export async function nextSequence(db: Runner, prefix: string): Promise<number> {
  await ensureCounter(db, prefix);
  const [row] = await db
    .update(counters)
    .set({ last: sql`${counters.last} + 1` })
    .where(eq(counters.prefix, prefix))
    .returning({ last: counters.last });
  return row.last;
}

/** A sequence chosen by hand: the counter moves past it, so the generator never gives it again. */
export async function reserveSequence(db: Runner, prefix: string, sequence: number) {
  await ensureCounter(db, prefix);
  await db
    .update(counters)
    .set({ last: sql`greatest(${counters.last}, ${sequence})` })
    .where(eq(counters.prefix, prefix));
}

/** Name and surname as searches fold them (stored columns); pg_trgm's similarity() reads words only, as foldName() keeps them. */
const foldedName = sql`${b.nameSearch} || ' ' || ${b.surnameSearch}`;

/** Trigram similarity (pg_trgm, word order aside) from which two names count as probably the same. */
const SIMILAR_NAME = 0.5;

/**
 * Probable duplicates of a beneficiary being created: the same fiscal code (unique index), or the
 * same birth date (index) with a similar name and surname, whatever their order or accents. Both
 * lookups are indexed and the answer is bounded.
 */
export async function findDuplicates(db: Db, q: BeneficiaryDuplicatesQuery): Promise<BeneficiaryDuplicate[]> {
  const columns = { ID: b.id, id_public: b.idPublic, name: b.name, surname: b.surname, fiscal_code: b.fiscalCode, birth_date: b.birthDate };
  const found: BeneficiaryDuplicate[] = [];
  if (q.fiscal_code) {
    const rows = await db.select(columns).from(b).where(eq(b.fiscalCode, q.fiscal_code.toUpperCase())).limit(DUPLICATES_MAX);
    found.push(...rows.map((r) => ({ ...r, reason: 'fiscal_code' as const })));
  }
  const wanted = foldName(`${q.name ?? ''} ${q.surname ?? ''}`);
  if (q.birth_date && wanted) {
    const rows = await db
      .select(columns)
      .from(b)
      .where(and(eq(b.birthDate, q.birth_date), sql`similarity(${foldedName}, ${wanted}) >= ${SIMILAR_NAME}`))
      .orderBy(sql`similarity(${foldedName}, ${wanted}) desc`, asc(b.id))
      .limit(DUPLICATES_MAX);
    for (const r of rows) if (!found.some((f) => f.ID === r.ID)) found.push({ ...r, reason: 'name_birth_date' });
  }
  return found.slice(0, DUPLICATES_MAX);
}
