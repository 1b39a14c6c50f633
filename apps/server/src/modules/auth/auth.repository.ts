import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { knownSignInClients, loginFailures, operators, passwordTokens, refreshTokens } from '../../db/schema';

export type PasswordTokenKind = 'reset' | 'invite';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---- operators, as far as signing in is concerned ----

export async function findCredentialsByEmail(db: Runner, email: string) {
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      superOperator: operators.superOperator,
      passwordHash: operators.passwordHash,
      deactivatedAt: operators.deactivatedAt,
      totpEnabledAt: operators.totpEnabledAt,
    })
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email.trim().toLowerCase()));
  return row;
}

/** The claims of an active operator; a deactivated one has none. */
export async function findClaims(db: Runner, operatorId: number) {
  const [row] = await db
    .select({ id: operators.id, email: operators.email, superOperator: operators.superOperator })
    .from(operators)
    .where(and(eq(operators.id, operatorId), isNull(operators.deactivatedAt)));
  return row;
}

export async function setPasswordHash(db: Runner, operatorId: number, passwordHash: string) {
  await db.update(operators).set({ passwordHash }).where(eq(operators.id, operatorId));
}

// ---- refresh tokens ----

export async function insertRefreshToken(db: Runner, operatorId: number, ttlSec: number, client: { device: string; ip: string }) {
  // expired rows of this operator are useless (their JWT is expired too): tidy up as we go
  await db.delete(refreshTokens).where(and(eq(refreshTokens.operatorId, operatorId), lt(refreshTokens.expiresAt, sql`now()`)));
  const [row] = await db
    .insert(refreshTokens)
    .values({
      operatorId,
      expiresAt: sql`now() + make_interval(secs => ${ttlSec})`,
      device: client.device.slice(0, 100),
      address: client.ip.slice(0, 64),
    })
    .returning({ id: refreshTokens.id });
  return row.id;
}

export async function findRefreshToken(db: Runner, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return row;
}

export const isActive = (row: { revokedAt: Date | null; expiresAt: Date }) => !row.revokedAt && row.expiresAt.getTime() > Date.now();

export async function revokeRefreshToken(db: Runner, id: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
}

/** Its last use is now, from that address (no other process is told: decision 0048). */
export async function touchRefreshToken(db: Runner, id: string, address: string) {
  await db
    .update(refreshTokens)
    .set({ lastUsedAt: sql`now()`, address: address.slice(0, 64) })
    .where(eq(refreshTokens.id, id));
}

/** Her sessions neither revoked nor expired, the latest used first. */
export async function listActiveSessions(db: Runner, operatorId: number) {
  return db
    .select({
      id: refreshTokens.id,
      device: refreshTokens.device,
      address: refreshTokens.address,
      createdAt: refreshTokens.createdAt,
      lastUsedAt: refreshTokens.lastUsedAt,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.operatorId, operatorId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)))
    .orderBy(desc(refreshTokens.lastUsedAt));
}

/** Revokes that session if it is hers and still active; false otherwise. */
export async function revokeSessionOf(db: Runner, operatorId: number, id: string) {
  if (!UUID.test(id)) return false;
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, id),
        eq(refreshTokens.operatorId, operatorId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function operatorExists(db: Runner, id: number) {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.id, id));
  return !!row;
}

export async function revokeAllRefreshTokens(db: Runner, operatorId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.operatorId, operatorId), isNull(refreshTokens.revokedAt)));
}

// ---- password links (reset and invitation) ----

export async function insertPasswordToken(
  db: Runner,
  values: { operatorId: number; tokenHash: string; kind: PasswordTokenKind; ttlSec: number },
) {
  await db.insert(passwordTokens).values({
    operatorId: values.operatorId,
    tokenHash: values.tokenHash,
    kind: values.kind,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSec})`,
  });
}

/** The unused, unexpired link with that hash, if any. */
export async function findUsablePasswordToken(db: Runner, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordTokens.id, operatorId: passwordTokens.operatorId })
    .from(passwordTokens)
    .innerJoin(operators, eq(operators.id, passwordTokens.operatorId))
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
        // a deactivated operator's links died with her access; this keeps any that slipped through dead too
        isNull(operators.deactivatedAt),
      ),
    );
  return row;
}

/** Marks the link used; false when another call used it first. */
export async function consumePasswordToken(db: Runner, id: number) {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, sql`now()`)))
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

/** Once a password is chosen, every other pending link of that operator dies. */
export async function closePasswordTokens(db: Runner, operatorId: number) {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.operatorId, operatorId), isNull(passwordTokens.usedAt)));
}

// ---- sign-in attempts, shared by every API process ----

const windowStart = (windowSec: number) => sql`now() - make_interval(secs => ${windowSec})`;

/**
 * Counts one more attempt for each key, atomically, before the password is checked, so that
 * attempts sent together cannot all slip under the limit; a window that has passed starts again
 * at one. Answers the count of each key.
 */
export async function countAttempts(db: Runner, keys: string[], windowSec: number) {
  if (!keys.length) return new Map<string, number>();
  const expired = sql`${loginFailures.firstAt} <= ${windowStart(windowSec)}`;
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, count: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.count} + 1 END`,
        firstAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginFailures.firstAt} END`,
        lastAt: sql`now()`,
      },
    })
    .returning({ key: loginFailures.key, count: loginFailures.count });
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** The attempt counted on these keys was no failure: they get it back. */
export async function giveBackAttempt(db: Runner, keys: string[]) {
  // one statement per row, so that no sign-in holds one row while waiting for another
  for (const key of keys) {
    await db
      .update(loginFailures)
      .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
      .where(eq(loginFailures.key, key));
  }
}

/** Forgets a key's failures, and tidies up rows whose longest window is long over. */
export async function clearAttempts(db: Runner, key: string, sweepAfterSec: number) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
  // skipping any row another call is using
  await db.execute(sql`DELETE FROM ${loginFailures} WHERE ${loginFailures.key} IN (
    SELECT ${loginFailures.key} FROM ${loginFailures} WHERE ${loginFailures.lastAt} < ${windowStart(sweepAfterSec)} LIMIT 100 FOR UPDATE SKIP LOCKED)`);
}

// ---- client addresses an operator signed in from ----

/** Whether the account with that email signed in from that address within keepSec. */
export async function isKnownClient(db: Runner, email: string, address: string, keepSec: number) {
  const rows = await db
    .select({ operatorId: knownSignInClients.operatorId })
    .from(knownSignInClients)
    .innerJoin(operators, eq(operators.id, knownSignInClients.operatorId))
    .where(
      and(
        eq(sql`lower(${operators.email})`, email.trim().toLowerCase()),
        eq(knownSignInClients.address, address),
        gt(knownSignInClients.lastSuccessAt, windowStart(keepSec)),
      ),
    );
  return rows.length > 0;
}

/** Remembers the address of a sign-in; only the `max` most recent addresses of an operator are kept. */
export async function rememberClient(db: Runner, operatorId: number, address: string, max: number) {
  await db
    .insert(knownSignInClients)
    .values({ operatorId, address })
    .onConflictDoUpdate({ target: [knownSignInClients.operatorId, knownSignInClients.address], set: { lastSuccessAt: sql`now()` } });
  await db.execute(sql`DELETE FROM ${knownSignInClients} WHERE ${knownSignInClients.operatorId} = ${operatorId}
    AND ${knownSignInClients.address} NOT IN (SELECT ${knownSignInClients.address} FROM ${knownSignInClients}
      WHERE ${knownSignInClients.operatorId} = ${operatorId} ORDER BY ${knownSignInClients.lastSuccessAt} DESC LIMIT ${max})`);
}
