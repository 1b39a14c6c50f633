import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenClaims } from '@empowerment/shared';

export type TokenKind = 'access' | 'refresh';
export type VerifiedToken = TokenClaims & { typ: TokenKind; jti?: string; exp: number };

/** Signs and checks the two JWTs; both carry op_id and super_operator, the refresh one a revocable id. */
export function createTokenService(secret: string, ttl: { accessSec: number; refreshSec: number }) {
  const key = new TextEncoder().encode(secret);

  const sign = (claims: TokenClaims, typ: TokenKind, ttlSec: number, jti?: string) => {
    const jwt = new SignJWT({ op_id: claims.op_id, super_operator: claims.super_operator, typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSec);
    if (jti) jwt.setJti(jti);
    return jwt.sign(key);
  };

  return {
    refreshTtlSec: ttl.refreshSec,
    signAccess: (claims: TokenClaims) => sign(claims, 'access', ttl.accessSec),
    signRefresh: (claims: TokenClaims, jti: string = randomUUID()) => sign(claims, 'refresh', ttl.refreshSec, jti),
    /** null when the token is malformed, expired, forged or of the other kind. */
    async verify(token: string, typ: TokenKind): Promise<VerifiedToken | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== typ || typeof payload.op_id !== 'number') return null;
        return payload as unknown as VerifiedToken;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
