import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MSG } from '@empowerment/shared';
import { TWO_FACTOR_MSG, type LoginAnswer, type TokenPair } from '@empowerment/shared/auth';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { attemptKeys, createHashBudget, LOGIN_LIMITS, LONGEST_WINDOW_SEC, verdict } from './auth.limits';
import * as repo from './auth.repository';
import type { Runner } from '../../db/client';
import type { PasswordTokenKind } from './auth.repository';
import * as twoFactor from './two-factor';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'tokens' | 'mailer' | 'config' | 'sessions'>;

/** Requests for a reset link per client: each sends a mail, so they are limited by count too. */
export const RESET_REQUEST_LIMIT = { max: 5, windowSec: 15 * 60 } as const;

const wrongCredentials = () => new AppError('UNAUTHORIZED', MSG.wrongCredentials);
const invalidResetToken = () => new AppError('BAD_REQUEST', MSG.resetTokenInvalidOrExpired);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A wrong address costs the same time as a wrong password, so timing does not tell which it was.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Where a sign-in comes from: its address, and its device told in words ('Chrome su Linux'). */
export type SignInClient = { ip: string; device: string };

async function issueTokens(deps: AuthDeps, op: { id: number; superOperator: boolean }, client: SignInClient): Promise<TokenPair> {
  const claims = { op_id: op.id, super_operator: op.superOperator };
  const jti = await repo.insertRefreshToken(deps.db, op.id, deps.config.refreshTokenTtlSec, client);
  const [access_token, refresh_token] = await Promise.all([deps.tokens.signAccess(claims, jti), deps.tokens.signRefresh(claims, jti)]);
  return { access_token, refresh_token };
}

/** Each app's hashing budget for sign-ins from unknown clients (decision 0026). */
const budgets = new WeakMap<AuthDeps['config'], ReturnType<typeof createHashBudget>>();
function strangerBudget(config: AuthDeps['config']) {
  let budget = budgets.get(config);
  if (!budget) budgets.set(config, (budget = createHashBudget(config.strangerHashing ?? LOGIN_LIMITS.strangerHashing)));
  return budget;
}

export async function login(deps: AuthDeps, input: { email: string; password: string } & SignInClient): Promise<LoginAnswer> {
  const known = await repo.isKnownClient(deps.db, input.email, input.ip, LOGIN_LIMITS.knownClients.keepSec);
  // a flood from unknown clients is refused before it counts or hashes anything, and slowly, so that
  // its clients wait instead of asking again at once; the operators at their known clients go on
  const strangerHashing = strangerBudget(deps.config);
  if (!known && !strangerHashing.take()) {
    await sleep(LOGIN_LIMITS.delayMs);
    throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  }
  const keys = attemptKeys(input.email, input.ip, known);
  // this attempt is counted as a failure until the password proves right
  const counts = await countOn(deps.db, keys);
  const next = verdict(counts);
  if (next === 'block') throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  if (next === 'slow') await sleep(LOGIN_LIMITS.delayMs);

  const op = await repo.findCredentialsByEmail(deps.db, input.email);
  const hash = op?.passwordHash ?? null; // null: no such address, or an invitation not yet accepted
  const started = performance.now();
  const ok = (await verifyPassword(hash ?? (await dummy()), input.password)) && hash !== null;
  if (!known) strangerHashing.measured(performance.now() - started);
  // a deactivated operator hears what a wrong password hears: the answer does not tell which accounts exist
  if (!op || !ok || op.deactivatedAt !== null) throw wrongCredentials();
  const step = op.totpEnabledAt ? 'code' : (await twoFactor.mustEnrol(deps.db, op)) ? 'enrol' : undefined;
  if (step) {
    // the password was right, so it is not held against her; the code to come is counted like a password
    // (decision 0048), and her client is not freed of its failures before the code proves right
    await repo.giveBackAttempt(
      deps.db,
      Object.values(keys).filter((k) => k !== undefined),
    );
    return { challenge: deps.tokens.signChallenge({ op_id: op.id, super_operator: op.superOperator }, step), step };
  }
  return signedIn(deps, op, keys, input);
}

/** The sign-in succeeded: her client starts afresh, and she gets a session. */
async function signedIn(
  deps: AuthDeps,
  op: { id: number; superOperator: boolean },
  keys: ReturnType<typeof attemptKeys>,
  client: SignInClient,
) {
  // the account's budget for strangers stays spent, so signing in does not refill it
  await repo.giveBackAttempt(
    deps.db,
    [keys.account, keys.address].filter((k) => k !== undefined),
  );
  await repo.clearAttempts(deps.db, keys.client!, LONGEST_WINDOW_SEC);
  await repo.rememberClient(deps.db, op.id, client.ip, LOGIN_LIMITS.knownClients.max);
  return issueTokens(deps, op, client);
}

const challengeExpired = () => new AppError('UNAUTHORIZED', TWO_FACTOR_MSG.challengeExpired);

/**
 * The operator a sign-in's challenge was issued for, her sign-in counted once more on the same keys
 * as a password (per account and per address): a wrong code is a failed sign-in.
 */
async function openChallenge(deps: AuthDeps, challenge: string, step: 'code' | 'enrol', ip: string) {
  const claims = deps.tokens.verify(challenge, 'challenge');
  if (!claims || claims.step !== step) throw challengeExpired();
  const state = await twoFactor.findTwoFactorState(deps.db, claims.op_id);
  if (!state || state.deactivatedAt !== null || state.passwordHash === null) throw challengeExpired();
  const known = await repo.isKnownClient(deps.db, state.email, ip, LOGIN_LIMITS.knownClients.keepSec);
  const keys = attemptKeys(state.email, ip, known);
  const next = verdict(await countOn(deps.db, keys));
  if (next === 'block') throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  if (next === 'slow') await sleep(LOGIN_LIMITS.delayMs);
  return { state, keys };
}

/** The second step: a code of her app or a recovery code, then her session. */
export async function verifySignInCode(deps: AuthDeps, input: { challenge: string; code: string } & SignInClient) {
  const { state, keys } = await openChallenge(deps, input.challenge, 'code', input.ip);
  if (!state.totpEnabledAt) throw challengeExpired();
  if (!(await twoFactor.checkCode(deps, state, input.code))) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MSG.wrongCode);
  return signedIn(deps, state, keys, input);
}

/** Enrolment required at sign-in: her new key (the challenge proves the password, and is not counted here). */
export async function beginEnrolmentAtSignIn(deps: AuthDeps, challenge: string) {
  const claims = deps.tokens.verify(challenge, 'challenge');
  const state = claims?.step === 'enrol' ? await twoFactor.findTwoFactorState(deps.db, claims.op_id) : undefined;
  if (!state || state.deactivatedAt !== null) throw challengeExpired();
  return twoFactor.beginEnrolment(deps, state);
}

/** Enrolment required at sign-in, confirmed with a first code: her session and her recovery codes. */
export async function confirmEnrolmentAtSignIn(deps: AuthDeps, input: { challenge: string; code: string } & SignInClient) {
  const { state, keys } = await openChallenge(deps, input.challenge, 'enrol', input.ip);
  const codes = await twoFactor.confirmEnrolment(deps, state, input.code);
  if (!codes) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MSG.wrongCode);
  return { ...(await signedIn(deps, state, keys, input)), recovery_codes: codes };
}

/**
 * Turning two-factor sign-in off asks for her password or a code; a wrong one counts on her client's
 * sign-in limit, so a stolen session cannot guess her password here.
 */
export async function disableTwoFactor(
  deps: AuthDeps,
  op: { id: number; superOperator: boolean },
  proof: { password?: string; code?: string },
  ip: string,
) {
  const state = await twoFactor.findTwoFactorState(deps.db, op.id);
  if (!state?.totpEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MSG.notEnabled);
  if ((await twoFactor.status(deps.db, op)).required) throw new AppError('UNPROCESSABLE', TWO_FACTOR_MSG.requiredCannotDisable);
  const keys = attemptKeys(state.email, ip, true);
  if (verdict(await countOn(deps.db, keys)) === 'block') throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  const ok = proof.password
    ? state.passwordHash !== null && (await verifyPassword(state.passwordHash, proof.password))
    : await twoFactor.checkCode(deps, state, proof.code ?? '');
  if (!ok) throw new AppError('BAD_REQUEST', TWO_FACTOR_MSG.wrongPasswordOrCode);
  await repo.giveBackAttempt(deps.db, [keys.client!]);
  await twoFactor.disable(deps.db, op.id);
}

// ---- the sessions of an operator ----

export async function listSessions(deps: AuthDeps, operatorId: number, currentId: string | null) {
  const rows = await repo.listActiveSessions(deps.db, operatorId);
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    address: r.address,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt.toISOString(),
    current: r.id === currentId,
  }));
}

/** Ends one of her sessions: its refresh token is refused at once, its access tokens within a second. */
export async function endSession(deps: AuthDeps, operatorId: number, sessionId: string) {
  if (!(await repo.revokeSessionOf(deps.db, operatorId, sessionId))) throw new AppError('NOT_FOUND');
  deps.sessions.forget(operatorId);
}

/** An administrator ends every session of an operator. */
export async function endAllSessions(deps: AuthDeps, operatorId: number) {
  if (!(await repo.operatorExists(deps.db, operatorId))) throw new AppError('NOT_FOUND');
  await repo.revokeAllRefreshTokens(deps.db, operatorId);
  deps.sessions.forget(operatorId);
}

/** Counts the attempt on each key with its own window; answers the counts by scope. */
async function countOn(db: Runner, keys: ReturnType<typeof attemptKeys>) {
  const counts: Partial<Record<keyof typeof keys, number>> = {};
  for (const scope of ['client', 'account', 'address'] as const) {
    const key = keys[scope];
    if (key) counts[scope] = (await repo.countAttempts(db, [key], LOGIN_LIMITS[scope].windowSec)).get(key);
  }
  return counts;
}

/** A new access token of the same session, whose claims come from the operator's row as it is now; the session's last use moves. */
export async function refresh(deps: AuthDeps, refreshToken: string, ip: string) {
  const claims = deps.tokens.verify(refreshToken, 'refresh');
  const row = claims?.jti ? await repo.findRefreshToken(deps.db, claims.jti) : undefined;
  if (!claims || !row || !repo.isActive(row) || row.operatorId !== claims.op_id) throw new AppError('UNAUTHORIZED');
  const op = await repo.findClaims(deps.db, row.operatorId);
  if (!op) throw new AppError('UNAUTHORIZED');
  await repo.touchRefreshToken(deps.db, row.id, ip);
  return { access_token: await deps.tokens.signAccess({ op_id: op.id, super_operator: op.superOperator }, row.id) };
}

/** Ends the session of the caller's refresh token for good, its access tokens with it; ending it twice is harmless. */
export async function logout(deps: AuthDeps, callerId: number, refreshToken: string) {
  const claims = deps.tokens.verify(refreshToken, 'refresh');
  const row = claims?.jti ? await repo.findRefreshToken(deps.db, claims.jti) : undefined;
  if (!claims || !row) throw new AppError('UNAUTHORIZED');
  if (row.operatorId !== callerId) throw new AppError('FORBIDDEN');
  await repo.revokeRefreshToken(deps.db, row.id);
  // every other process hears it from the database; this one need not wait for that
  deps.sessions.forget(callerId);
}

const LINK_MAILS: Record<
  PasswordTokenKind,
  (p: { email: string; link: string; validity: string }) => { subject: string; lines: string[] }
> = {
  reset: ({ link, validity }) => ({
    subject: 'Empowerment - Recupero password',
    lines: [
      'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Empowerment.',
      `Apri questo link entro ${validity} per sceglierne una nuova:`,
      link,
      'Se non hai chiesto tu il recupero, ignora questo messaggio: la tua password resta invariata.',
    ],
  }),
  invite: ({ email, link, validity }) => ({
    subject: 'Empowerment - Invito ad accedere',
    lines: [
      `È stato creato per te un account Empowerment con l'email ${email}.`,
      `Apri questo link entro ${validity} per scegliere la tua password:`,
      link,
      'Poi potrai accedere con la tua email e la password scelta. Se il link è scaduto, usa "Recupera Password" nella pagina di accesso.',
    ],
  }),
};

/** 3600 -> "1 ora", 259200 -> "72 ore", 900 -> "15 minuti". */
export function describeDuration(sec: number) {
  if (sec % 3600 === 0) return sec === 3600 ? '1 ora' : `${sec / 3600} ore`;
  const min = Math.max(1, Math.round(sec / 60));
  return min === 1 ? '1 minuto' : `${min} minuti`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Creates a single-use link to choose a password, mails it and answers it. Only the hash of the
 * token is kept. Given a transaction, the link and its mail are part of it (an invitation dies with
 * the operator it invites, and is not sent).
 */
export async function sendPasswordLink(deps: AuthDeps, db: Runner, op: { id: number; email: string }, kind: PasswordTokenKind) {
  const token = randomBytes(32).toString('base64url');
  const ttlSec = kind === 'invite' ? deps.config.inviteTokenTtlSec : deps.config.resetTokenTtlSec;
  await repo.insertPasswordToken(db, { operatorId: op.id, tokenHash: hashToken(token), kind, ttlSec });
  // the same screen serves both; the invitation's mark lets it speak of a first password
  const link = `${deps.config.publicUrl}/reset-password?token=${token}${kind === 'invite' ? '&invito=1' : ''}`;
  const { subject, lines } = LINK_MAILS[kind]({ email: op.email, link, validity: describeDuration(ttlSec) });
  await deps.mailer.send(
    {
      to: op.email,
      subject,
      text: lines.join('\n\n'),
      html: lines
        .map((l) => (l === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(l)}</p>`))
        .join('\n'),
    },
    db,
  );
  return link;
}

export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string) {
  // counted in the database like the sign-ins, so the limit holds across API processes
  const key = `reset-ip:${ip}`;
  const requests = (await repo.countAttempts(deps.db, [key], RESET_REQUEST_LIMIT.windowSec)).get(key)!;
  if (requests > RESET_REQUEST_LIMIT.max) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyResetRequests);
  const op = await repo.findCredentialsByEmail(deps.db, email);
  // a deactivated operator gets no link: she could not sign in with it anyway
  if (!op || op.deactivatedAt !== null) throw new AppError('NOT_FOUND', MSG.resetEmailUnknown);
  await sendPasswordLink(deps, deps.db, op, 'reset');
}

/** Consumes a reset or invitation link: sets the password and ends every session of that operator. */
export async function resetPassword(deps: AuthDeps, token: string, password: string, ip: string) {
  const found = await repo.findUsablePasswordToken(deps.db, hashToken(token));
  if (!found) throw invalidResetToken();
  const passwordHash = await hashPassword(password);
  const op = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumePasswordToken(tx, found.id))) throw invalidResetToken();
    await repo.setPasswordHash(tx, found.operatorId, passwordHash);
    await repo.closePasswordTokens(tx, found.operatorId);
    await repo.revokeAllRefreshTokens(tx, found.operatorId);
    return repo.findClaims(tx, found.operatorId);
  });
  deps.sessions.forget(found.operatorId);
  // she proved she owns the address: the client she did it from becomes hers, free of past failures
  if (op) {
    await repo.rememberClient(deps.db, op.id, ip, LOGIN_LIMITS.knownClients.max);
    await repo.clearAttempts(deps.db, attemptKeys(op.email, ip, true).client!, LONGEST_WINDOW_SEC);
  }
}
