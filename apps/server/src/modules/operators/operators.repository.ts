import type { Operator, OperatorFilters } from '@empowerment/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { municipi, operators, typesCol } from '../../db/schema';
import { ilikeContains as contains } from '../../lib/sql';
import type { Db, Runner } from '../../db/client';

type OperatorRow = typeof operators.$inferSelect;
export type OperatorValues = Partial<
  Pick<OperatorRow, 'email' | 'name' | 'surname' | 'phone' | 'municipioId' | 'colId' | 'superOperator' | 'notes'>
>;

const iso = (v: string) => new Date(v).toISOString();

/** The row as clients see it: the spec's keys, never the password hash. */
export const toOperator = (r: OperatorRow): Required<Operator> => ({
  ID: r.id,
  name: r.name,
  surname: r.surname,
  email: r.email,
  phone: r.phone,
  municipio_id: r.municipioId,
  col_id: r.colId,
  super_operator: r.superOperator,
  notes: r.notes,
  CreatedAt: iso(r.createdAt),
  UpdatedAt: iso(r.updatedAt),
});

function where(f: OperatorFilters): SQL | undefined {
  return and(
    contains(operators.email, f.email),
    contains(operators.name, f.name),
    contains(operators.surname, f.surname),
    f.super_operator ? eq(operators.superOperator, f.super_operator === 'true') : undefined,
  );
}

export async function listOperators(db: Db, filters: OperatorFilters, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(operators)
    .where(where(filters))
    .orderBy(asc(operators.surname), asc(operators.name), asc(operators.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toOperator);
}

export async function countOperators(db: Db, filters: OperatorFilters) {
  const [row] = await db.select({ n: count() }).from(operators).where(where(filters));
  return row.n;
}

export async function findOperator(db: Runner, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function insertOperator(db: Runner, values: OperatorValues & { email: string }) {
  const [row] = await db.insert(operators).values(values).returning();
  return row;
}

export async function updateOperator(db: Runner, id: number, values: OperatorValues) {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row;
}

export async function deleteOperator(db: Runner, id: number) {
  const rows = await db.delete(operators).where(eq(operators.id, id)).returning({ id: operators.id });
  return rows.length === 1;
}

/** Which of the two reference ids do not exist. */
export async function missingReferences(db: Runner, ids: { municipioId: number; colId: number }) {
  const [row] = await db
    .execute<{ municipio: boolean; col: boolean }>(
      sql`
    SELECT EXISTS (SELECT 1 FROM ${municipi} WHERE ${municipi.id} = ${ids.municipioId}) AS municipio,
           EXISTS (SELECT 1 FROM ${typesCol} WHERE ${typesCol.id} = ${ids.colId}) AS col`,
    )
    .then((r) => r.rows);
  return { municipio: !row.municipio, col: !row.col };
}
