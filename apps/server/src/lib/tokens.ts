import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { TokenClaims } from '@empowerment/shared/auth';
import { setBounded } from './bounded-map';

export type TokenKind = 'access' | 'refresh' | 'challenge';
/**
 * `jti`: a refresh token's session (its refresh_tokens row); `sid`: the session an access token belongs to;
 * `step`: what a sign-in challenge (a correct password, no session yet) still needs (decision 0048).
 */
export type VerifiedToken = TokenClaims & { typ: TokenKind; jti?: string; sid?: string; step?: 'code' | 'enrol'; exp: number };

/** How long the second step of a sign-in may take after the password. */
export const CHALLENGE_TTL_SEC = 5 * 60;

/** Tokens whose check is kept (the operators working at once, several times over). */
const VERIFIED_TOKENS_KEPT = 1000;

/**
 * Signs and checks the two JWTs; both carry op_id and super_operator, the refresh one a revocable id
 * (its session), the access one the id of the session it was issued in, so that ending the session
 * ends its access tokens too (plugins/auth).
 * Every API call checks a token, so both sides are fast-jwt's synchronous HS256 on node:crypto's
 * HMAC (a few µs against about 120 µs for a WebCrypto verify, a tenth of a list request's whole cost;
 * decision 0025): only HS256 with our key, an expiry required and in the future, a not-before (if
 * any) in the past, no critical header it does not know.
 */
export function createTokenService(secret: string, ttl: { accessSec: number; refreshSec: number }) {
  const signers = {
    access: createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttl.accessSec * 1000 }),
    refresh: createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttl.refreshSec * 1000 }),
    challenge: createSigner({ key: secret, algorithm: 'HS256', expiresIn: CHALLENGE_TTL_SEC * 1000 }),
  };
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] });
  // a token checked once is known until its expiry: the same operator's next calls skip the
  // decoding, the HMAC and the claims' checks. Kept by the token itself, an exact key that costs no
  // digest (fast-jwt's own cache hashes every token with SHA-256 first: 22 µs of a list request's
  // CPU, measured); failures are not kept, so a forgery is judged afresh every time.
  const verified = new Map<string, { claims: Record<string, unknown>; until: number }>();
  const check = (token: string): Record<string, unknown> => {
    const known = verified.get(token);
    if (known && Date.now() < known.until) return known.claims;
    verified.delete(token);
    const claims = verifier(token) as Record<string, unknown>;
    return setBounded(verified, VERIFIED_TOKENS_KEPT, token, { claims, until: (claims.exp as number) * 1000 }).claims;
  };

  const sign = (claims: TokenClaims, typ: TokenKind, session: { jti: string } | { sid: string } | { step: 'code' | 'enrol' }): string =>
    signers[typ]({ op_id: claims.op_id, super_operator: claims.super_operator, typ, ...session });

  return {
    refreshTtlSec: ttl.refreshSec,
    /** An access token of the session `sid` (the id of its refresh token). */
    signAccess: (claims: TokenClaims, sid: string) => sign(claims, 'access', { sid }),
    signRefresh: (claims: TokenClaims, jti: string = randomUUID()) => sign(claims, 'refresh', { jti }),
    /** A sign-in's second step: proves the password was right a few minutes ago; opens nothing by itself. */
    signChallenge: (claims: TokenClaims, step: 'code' | 'enrol') => sign(claims, 'challenge', { step }),
    /** null when the token is malformed, expired, forged or of the other kind. The claims are shared: read them, never change them. */
    verify(token: string, typ: TokenKind): VerifiedToken | null {
      let claims: Record<string, unknown>;
      try {
        claims = check(token);
      } catch {
        return null;
      }
      if (claims.typ !== typ || typeof claims.op_id !== 'number') return null;
      return claims as unknown as VerifiedToken;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
