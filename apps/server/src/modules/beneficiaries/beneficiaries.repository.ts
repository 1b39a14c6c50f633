import { EXPORT_BATCH_SIZE, type BeneficiaryFilters, type BeneficiaryListRow } from '@empowerment/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries as b, dataProjects } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import type { ListSource } from '../../lib/list';
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

/** One page of the list, in the list's order (surname, name, ID). */
export function listBeneficiaries(
  db: Db,
  filters: BeneficiaryFilters,
  page: { limit: number; offset: number },
): Promise<BeneficiaryListRow[]> {
  return db
    .select(listColumns)
    .from(b)
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .where(beneficiaryWhere(filters))
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBeneficiaries(db: Db, filters: BeneficiaryFilters): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(b)
    .leftJoin(dataProjects, eq(dataProjects.beneficiaryId, b.id))
    .where(beneficiaryWhere(filters));
  return n;
}

/** The beneficiary list: one page and the count of the same filters. */
export const beneficiaryList = (db: Db): ListSource<BeneficiaryFilters, BeneficiaryListRow> => ({
  list: (filters, page) => listBeneficiaries(db, filters, page),
  count: (filters) => countBeneficiaries(db, filters),
});

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
