import { createSigner } from 'fast-jwt';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-secret-long-enough-for-hs256-signing-0123456789';
const tokens = createTokenService(SECRET, { accessSec: 60, refreshSec: 600 });
const now = () => Math.floor(Date.now() / 1000);

/** A token signed as the caller says, with no claim added (no expiry unless given). */
const signed = async (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, secret = SECRET) =>
  createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true, header: header as { alg: string } })(claims);

describe('token service', () => {
  it('checks the tokens it signs, each for its own kind', async () => {
    const access = await tokens.signAccess({ op_id: 7, super_operator: true }, 'session-1');
    expect(tokens.verify(access, 'access')).toMatchObject({ op_id: 7, super_operator: true, typ: 'access', sid: 'session-1' });
    expect(tokens.verify(access, 'refresh')).toBeNull();
    const refresh = await tokens.signRefresh({ op_id: 7, super_operator: false }, 'jti-1');
    expect(tokens.verify(refresh, 'refresh')).toMatchObject({ op_id: 7, jti: 'jti-1', typ: 'refresh' });
    expect(tokens.verify(refresh, 'access')).toBeNull();
  });

  it('refuses a forged, altered, expired or malformed token', async () => {
    const good = await tokens.signAccess({ op_id: 7, super_operator: false }, 'session-1');
    const [h, p, s] = good.split('.');
    const forged = await signed(
      { op_id: 7, typ: 'access', exp: now() + 60 },
      { alg: 'HS256' },
      'another-secret-of-the-same-length-0123456789abc',
    );
    const raised = Buffer.from(JSON.stringify({ op_id: 1, super_operator: true, typ: 'access', exp: now() + 60 })).toString('base64url');
    const cases = [
      forged,
      `${h}.${raised}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}`,
      `${h}.${p}.${s}x`,
      `${h}.${p}`,
      `${h}.${p}.${s}.${s}`,
      '',
      'not a token',
      await signed({ op_id: 7, typ: 'access', exp: now() - 1 }),
      await signed({ op_id: 7, typ: 'access' }),
      await signed({ op_id: 7, typ: 'access', exp: now() + 60, nbf: now() + 30 }),
      await signed({ op_id: '7', typ: 'access', exp: now() + 60 }),
      await signed({ op_id: 7, typ: 'access', exp: now() + 60 }, { alg: 'HS256', crit: ['b64'], b64: true }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`,
      `${Buffer.from('{"alg":"HS512"}').toString('base64url')}.${p}.${s}`,
    ];
    for (const token of cases) expect(tokens.verify(token, 'access'), token).toBeNull();
  });

  it('checks again a token whose check made room for a thousand others, and refuses its forgery every time', async () => {
    const first = await tokens.signAccess({ op_id: 1, super_operator: false }, 'session-0');
    expect(tokens.verify(first, 'access')).toMatchObject({ op_id: 1, sid: 'session-0' });
    for (let i = 1; i <= 1000; i++) {
      expect(tokens.verify(await tokens.signAccess({ op_id: 1, super_operator: false }, `session-${i}`), 'access')).not.toBeNull();
    }
    expect(tokens.verify(first, 'access')).toMatchObject({ op_id: 1, sid: 'session-0' });
    const [h, p] = first.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect(tokens.verify(forged, 'access')).toBeNull();
    expect(tokens.verify(forged, 'access')).toBeNull();
  });

  it('refuses a token checked before once it has expired', async () => {
    vi.useFakeTimers();
    try {
      const short = createTokenService(SECRET, { accessSec: 2, refreshSec: 600 });
      const token = await short.signAccess({ op_id: 7, super_operator: false }, 'session-1');
      expect(short.verify(token, 'access')).toMatchObject({ op_id: 7 });
      expect(short.verify(token, 'access')).toMatchObject({ op_id: 7 });
      vi.setSystemTime(Date.now() + 3000);
      expect(short.verify(token, 'access')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
