import { asc, eq, getTableName, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Runner } from '../../db/client';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { keptStatement } from '../../lib/prepared';

/** A section's table: its own id and the beneficiary it belongs to. */
export type SectionTable = PgTable & { id: PgColumn; beneficiaryId: PgColumn };

/** A stored row as the API answers it: the columns' SQL names, ID, CreatedAt, UpdatedAt. */
export type SectionRow = Record<string, unknown> & { ID: number; beneficiary_id: number };

const columns = (table: SectionTable) => apiColumns(table);

const rowsOf = (db: Runner, table: SectionTable, beneficiaryId: number | Placeholder) =>
  db.select(columns(table)).from(table).where(eq(table.beneficiaryId, beneficiaryId)).orderBy(asc(table.id));

/** The section rows of a beneficiary, oldest first, as a change's transaction sees them. */
export async function findByBeneficiary(db: Runner, table: SectionTable, beneficiaryId: number): Promise<SectionRow[]> {
  return (await rowsOf(db, table, beneficiaryId)) as SectionRow[];
}

/**
 * The same rows for a read outside any transaction (her record's GET): the select kept per section
 * (lib/prepared keptStatement), built once, parsed and planned once per connection.
 */
export async function readByBeneficiary(db: Db, table: SectionTable, beneficiaryId: number): Promise<SectionRow[]> {
  const rows = keptStatement(db, `section_rows_${getTableName(table)}`, () => ({
    selection: columns(table),
    query: rowsOf(db, table, sql.placeholder('id')),
  }));
  return (await rows.execute({ id: beneficiaryId })) as SectionRow[];
}

/** One row by its ID, locked for an update in the same transaction. */
export async function findForUpdate(db: Runner, table: SectionTable, id: number): Promise<SectionRow | undefined> {
  const [row] = (await db.select(columns(table)).from(table).where(eq(table.id, id)).for('update')) as SectionRow[];
  return row;
}

export async function insertRow(db: Runner, table: SectionTable, payload: Record<string, unknown>): Promise<SectionRow> {
  const [row] = (await db.insert(table).values(columnValues(table, payload)).returning(columns(table))) as SectionRow[];
  return row;
}

export async function updateRow(db: Runner, table: SectionTable, id: number, payload: Record<string, unknown>): Promise<SectionRow> {
  const [row] = (await db
    .update(table)
    .set(columnValues(table, payload))
    .where(eq(table.id, id))
    .returning(columns(table))) as SectionRow[];
  return row;
}
