import type { Operator, OperatorFilters } from '@empowerment/shared/operators';
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { municipi, operators, passwordTokens, refreshTokens, typesCol } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';
import { apiColumns } from '../../lib/api-columns';
import { keptPerDatabase, listOf, type ListSource } from '../../lib/list';
import type { Param } from '../../lib/prepared';
import { foldedContains, ilikeContains } from '../../lib/sql';
import type { Db, Runner } from '../../db/client';

export type OperatorValues = Partial<
  Pick<typeof operators.$inferInsert, 'email' | 'name' | 'surname' | 'phone' | 'municipioId' | 'colId' | 'superOperator' | 'notes'>
>;

/** The row as clients see it: the spec's keys, never the password hash (only whether she has one) nor anything of her two-factor sign-in; her digest switch has its own route. */
const operatorColumns = {
  ...apiColumns(operators, { omit: ['passwordHash', 'deactivatedAt', 'totpSecret', 'totpLastStep', 'totpEnabledAt', 'weeklyDigest'] }),
  deactivated_at: sql<
    string | null
  >`CASE WHEN ${operators.deactivatedAt} IS NULL THEN NULL ELSE ${isoTimestamp(operators.deactivatedAt)} END`,
  invitation_pending: sql<boolean>`(${operators.passwordHash} IS NULL)`,
};

/** The list's state filter: absent means the active operators. */
function stateCondition(state: OperatorFilters['state']): SQL | undefined {
  if (state === 'all') return undefined;
  return state === 'deactivated' ? isNotNull(operators.deactivatedAt) : isNull(operators.deactivatedAt);
}

function where(f: OperatorFilters, param: Param): SQL | undefined {
  return and(
    ilikeContains(operators.email, f.email, (pattern) => param('email', pattern)),
    foldedContains(operators.name, f.name, (pattern) => param('name', pattern)),
    foldedContains(operators.surname, f.surname, (pattern) => param('surname', pattern)),
    f.super_operator ? eq(operators.superOperator, param('super_operator', f.super_operator === 'true')) : undefined,
    stateCondition(f.state),
  );
}

/** The operators by surname and name (lib/list). */
export const operatorList = keptPerDatabase((db: Db): ListSource<OperatorFilters, Operator> =>
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
  }),
);

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

/**
 * Deactivates her (her row stays, so her history keeps her), ends her sessions and her unused
 * password and invitation links. Answers her row, or undefined when there is none; deactivating
 * her again keeps the first date.
 */
export async function deactivateOperator(db: Runner, id: number) {
  await db
    .update(operators)
    .set({ deactivatedAt: sql`now()` })
    .where(and(eq(operators.id, id), isNull(operators.deactivatedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.operatorId, id), isNull(refreshTokens.revokedAt)));
  await closeInvitations(db, id, 'any');
  return findOperator(db, id);
}

/** She can sign in again (with her password, or through a new invitation). */
export async function reactivateOperator(db: Runner, id: number) {
  await db.update(operators).set({ deactivatedAt: null }).where(eq(operators.id, id));
  return findOperator(db, id);
}

/** Marks her unused links used: every kind, or only the invitations. */
export async function closeInvitations(db: Runner, id: number, kind: 'invite' | 'any') {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordTokens.operatorId, id), isNull(passwordTokens.usedAt), kind === 'any' ? undefined : eq(passwordTokens.kind, kind)),
    );
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
