import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_CODE, TWO_FACTOR_MSG } from '@empowerment/shared/auth';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Runner } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FastifyInstance } from 'fastify';
import * as repo from './two-factor.repository';
import type { TwoFactorState } from './two-factor.repository';

/**
 * Two-factor sign-in with TOTP (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app
 * speaks) and single-use recovery codes (decision 0048).
 */
const ISSUER = 'Empowerment';
type AuthDeps = Pick<FastifyInstance, 'db' | 'config'>;
/** A code of the step before or after the server's clock is taken too (a phone's clock a little off). */
const TOLERANCE_SEC = 30;

// ---- the secret, encrypted at rest with a key derived from the server's secret ----

const keys = new Map<string, Buffer>();
function keyOf(serverSecret: string) {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'empowerment', 'totp secret', 32));
    keys.set(serverSecret, key);
  }
  return key;
}

export function encryptSecret(serverSecret: string, secret: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** undefined when it cannot be read (the server's secret changed): she must enrol again. */
export function decryptSecret(serverSecret: string, stored: string): string | undefined {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

// ---- recovery codes: 16 characters of 32 (80 bits), shown once, kept as SHA-256 ----

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newRecoveryCode() {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

// ---- checking a code ----

/** Whether the 6-digit code is right now and was not used before (its time step is taken, once). */
async function checkTotp(deps: AuthDeps, db: Runner, state: TwoFactorState, code: string) {
  const secret = state.totpSecret ? decryptSecret(deps.config.jwtSecret, state.totpSecret) : undefined;
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SEC,
    ...(state.totpLastStep === null ? {} : { afterTimeStep: state.totpLastStep }),
  });
  // a TOTP answer names the time step it matched (otplib's types share one result with HOTP)
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') return false;
  return repo.claimStep(db, state.id, result.timeStep);
}

/** A 6-digit code of her app, or one of her recovery codes (used up by this). */
export async function checkCode(deps: AuthDeps, state: TwoFactorState, code: string) {
  const trimmed = code.trim();
  if (TOTP_CODE.test(trimmed)) return checkTotp(deps, deps.db, state, trimmed);
  if (normalizeRecoveryCode(trimmed).length !== 16) return false;
  return repo.consumeRecoveryCode(deps.db, state.id, hashRecoveryCode(trimmed));
}

// ---- enrolment, status, turning it off ----

/** Whether the administrators' setting makes her enrol before she gets a session. */
export async function mustEnrol(db: Runner, op: { superOperator: boolean; totpEnabledAt: Date | null }) {
  return op.superOperator && !op.totpEnabledAt && (await repo.readSecuritySettings(db)).requireAdminTwoFactor;
}

/** A new secret for her, kept (encrypted) until she confirms it with a first code; answered this once. */
export async function beginEnrolment(deps: AuthDeps, state: TwoFactorState) {
  if (state.totpEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MSG.alreadyEnabled);
  const secret = generateSecret();
  await repo.setPendingSecret(deps.db, state.id, encryptSecret(deps.config.jwtSecret, secret));
  return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: state.email, secret }) };
}

/** Turns it on when the code is right, answering her recovery codes (the only time they are shown); null when wrong. */
export async function confirmEnrolment(deps: AuthDeps, state: TwoFactorState, code: string) {
  if (state.totpEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MSG.alreadyEnabled);
  if (!state.totpSecret) throw new AppError('BAD_REQUEST', TWO_FACTOR_MSG.noSetup);
  if (!(await checkTotp(deps, deps.db, state, code))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction((tx) => repo.enable(tx, state.id, codes.map(hashRecoveryCode)));
  return codes;
}

export async function status(db: Runner, op: { id: number; superOperator: boolean }) {
  const state = await repo.findTwoFactorState(db, op.id);
  const enabled = !!state?.totpEnabledAt;
  return {
    enabled,
    required: op.superOperator && (await repo.readSecuritySettings(db)).requireAdminTwoFactor,
    recovery_codes_left: enabled ? await repo.countRecoveryCodesLeft(db, op.id) : 0,
  };
}

export async function disable(db: Runner, operatorId: number) {
  await db.transaction((tx) => repo.disable(tx, operatorId));
}

export { findTwoFactorState, readSecuritySettings, writeSecuritySettings } from './two-factor.repository';
