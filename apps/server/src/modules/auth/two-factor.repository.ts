import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { operators, recoveryCodes, securitySettings } from '../../db/schema';

// Two-factor columns change no version of her record: a profile form open meanwhile is not stale.
const keepVersion = { updatedAt: sql`${operators.updatedAt}` };

/** What the second step of a sign-in needs to know of an operator. */
export async function findTwoFactorState(db: Runner, operatorId: number) {
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      superOperator: operators.superOperator,
      deactivatedAt: operators.deactivatedAt,
      passwordHash: operators.passwordHash,
      totpSecret: operators.totpSecret,
      totpEnabledAt: operators.totpEnabledAt,
      totpLastStep: operators.totpLastStep,
    })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row;
}
export type TwoFactorState = NonNullable<Awaited<ReturnType<typeof findTwoFactorState>>>;

/** A new secret, not in use until confirmed; an earlier unconfirmed one is replaced. */
export async function setPendingSecret(db: Runner, operatorId: number, encrypted: string) {
  await db
    .update(operators)
    .set({ totpSecret: encrypted, totpEnabledAt: null, totpLastStep: null, ...keepVersion })
    .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)));
}

/** Takes the time step of an accepted code; false when that step or a later one was taken already (a replay). */
export async function claimStep(db: Runner, operatorId: number, step: number) {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step, ...keepVersion })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** Turns it on with these recovery codes (their hashes), which replace any earlier ones. */
export async function enable(db: Runner, operatorId: number, codeHashes: string[]) {
  await db
    .update(operators)
    .set({ totpEnabledAt: sql`now()`, ...keepVersion })
    .where(eq(operators.id, operatorId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.operatorId, operatorId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

export async function disable(db: Runner, operatorId: number) {
  await db
    .update(operators)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, ...keepVersion })
    .where(eq(operators.id, operatorId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.operatorId, operatorId));
}

/** Uses up the unused recovery code with that hash; false when there is none (never issued, or used). */
export async function consumeRecoveryCode(db: Runner, operatorId: number, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.operatorId, operatorId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Runner, operatorId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.operatorId, operatorId), isNull(recoveryCodes.usedAt)));
  return row.n;
}

// ---- the administrators' security settings ----

export async function readSecuritySettings(db: Runner) {
  const [row] = await db.select({ requireAdminTwoFactor: securitySettings.requireAdminTwoFactor }).from(securitySettings);
  return { requireAdminTwoFactor: row?.requireAdminTwoFactor ?? false };
}

export async function writeSecuritySettings(db: Runner, values: { requireAdminTwoFactor: boolean }) {
  await db
    .insert(securitySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: securitySettings.id, set: { ...values, updatedAt: sql`now()` } });
}
