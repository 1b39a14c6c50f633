import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Runner } from '../../db/client';
import { apiColumns, columnValues } from '../../lib/api-columns';

/** A section's table: its own id and the beneficiary it belongs to. */
export type SectionTable = PgTable & { id: PgColumn; beneficiaryId: PgColumn };

/** A stored row as the API answers it: the columns' SQL names, ID, CreatedAt, UpdatedAt. */
export type SectionRow = Record<string, unknown> & { ID: number; beneficiary_id: number };

const columns = (table: SectionTable) => apiColumns(table);

/** The section rows of a beneficiary, oldest first. */
export async function findByBeneficiary(db: Runner, table: SectionTable, beneficiaryId: number): Promise<SectionRow[]> {
  return (await db.select(columns(table)).from(table).where(eq(table.beneficiaryId, beneficiaryId)).orderBy(asc(table.id))) as SectionRow[];
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
