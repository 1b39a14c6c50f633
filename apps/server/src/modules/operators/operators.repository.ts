import type { Operator, OperatorFilters } from '@empowerment/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { municipi, operators, typesCol } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { listOf, type ListSource } from '../../lib/list';
import type { Param } from '../../lib/prepared';
import { foldedContains, ilikeContains } from '../../lib/sql';
import type { Db, Runner } from '../../db/client';

export type OperatorValues = Partial<
  Pick<typeof operators.$inferInsert, 'email' | 'name' | 'surname' | 'phone' | 'municipioId' | 'colId' | 'superOperator' | 'notes'>
>;

/** The row as clients see it: the spec's keys, never the password hash. */
const operatorColumns = apiColumns(operators, { omit: ['passwordHash'] });

function where(f: OperatorFilters, param: Param): SQL | undefined {
  return and(
    ilikeContains(operators.email, f.email, (pattern) => param('email', pattern)),
    foldedContains(operators.name, f.name, (pattern) => param('name', pattern)),
    foldedContains(operators.surname, f.surname, (pattern) => param('surname', pattern)),
    f.super_operator ? eq(operators.superOperator, param('super_operator', f.super_operator === 'true')) : undefined,
  );
}

/** The operators by surname and name (lib/list). */
export const operatorList = (db: Db): ListSource<OperatorFilters, Operator> =>
  listOf(db, {
    name: 'operator',
    columns: operatorColumns,
    where,
    rows: (columns, condition, page) =>
      db
        .select(columns)
        .from(operators)
        .where(condition)
        .orderBy(asc(operators.surname), asc(operators.name), asc(operators.id))
        .limit(page.limit)
        .offset(page.offset),
    count: (condition) => db.select({ n: count() }).from(operators).where(condition),
  });

export async function findOperator(db: Runner, id: number): Promise<Operator | undefined> {
  const [row] = await db.select(operatorColumns).from(operators).where(eq(operators.id, id));
  return row;
}

export async function insertOperator(db: Runner, values: OperatorValues & { email: string }): Promise<Operator> {
  const [row] = await db.insert(operators).values(values).returning(operatorColumns);
  return row;
}

export async function updateOperator(db: Runner, id: number, values: OperatorValues): Promise<Operator | undefined> {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning(operatorColumns);
  return row;
}

/** The deleted row's name and email, or undefined when there was none. */
export async function deleteOperator(db: Runner, id: number) {
  const [row] = await db
    .delete(operators)
    .where(eq(operators.id, id))
    .returning({ name: operators.name, surname: operators.surname, email: operators.email });
  return row;
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
