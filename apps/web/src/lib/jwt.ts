import type { TokenClaims } from '@empowerment/shared/auth';

/**
 * Reads op_id and super_operator from a token's payload. The signature is the server's
 * business: this only tells the UI who is signed in. A token that cannot be read
 * gives no identity.
 */
export function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('token without payload');
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
    if (typeof claims.op_id !== 'number') throw new Error('token without op_id');
    return { op_id: claims.op_id, super_operator: claims.super_operator === true };
  } catch (error) {
    console.error('Impossibile leggere il token di sessione', error);
    return null;
  }
}
