import { MSG } from '@empowerment/shared';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MSG } from '@empowerment/shared/auth';
import { desc, eq, like } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { activityLogs, loginFailures, operators, recoveryCodes, securitySettings } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createOperator, TEST_PASSWORD } from '../../../test/factories';
import { LOGIN_LIMITS } from './auth.limits';
import { decryptSecret } from './two-factor';

const t = await useTestApp({ strangerHashing: { coreShare: 1, burstMs: 600_000 } });

let ipSeq = 0;
const freshIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const post = (url: string, payload: object, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: options.headers, remoteAddress: options.ip ?? freshIp() });
const login = (email: string, options: { password?: string; ip?: string; userAgent?: string } = {}) =>
  post(
    '/api/login',
    { email, password: options.password ?? TEST_PASSWORD },
    { ip: options.ip, headers: options.userAgent ? { 'user-agent': options.userAgent } : {} },
  );
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The code an authenticator shows now, or `steps` time steps later (30 s each). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** An administrator who turned two-factor sign-in on from her profile. */
async function adminWithTwoFactor() {
  const admin = await createAdmin(t.db);
  const headers = await authHeader(t.app, admin);
  const setup = await post('/api/auth/two-factor/setup', {}, { headers });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Empowerment:.+secret=/);
  const confirm = await post('/api/auth/two-factor/confirm', { code: await codeOf(secret) }, { headers });
  expect(confirm.statusCode).toBe(200);
  return { admin, headers, secret: secret as string, codes: confirm.json().recovery_codes as string[] };
}

async function challengeOf(email: string, ip?: string) {
  const res = await login(email, { ip });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ challenge: expect.any(String), step: 'code' });
  return res.json().challenge as string;
}

describe('enrolment from the profile', () => {
  it('keeps the secret encrypted, turns on only with a right first code, and shows 10 recovery codes once', async () => {
    const admin = await createAdmin(t.db);
    const headers = await authHeader(t.app, admin);
    const { secret } = (await post('/api/auth/two-factor/setup', {}, { headers })).json();
    const [row] = await t.db.select().from(operators).where(eq(operators.id, admin.id));
    expect(row.totpSecret).not.toContain(secret);
    expect(decryptSecret(t.app.config.jwtSecret, row.totpSecret!)).toBe(secret);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = await post(
      '/api/auth/two-factor/confirm',
      { code: (Number(await codeOf(secret)) ^ 1).toString().padStart(6, '0') },
      { headers },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_MSG.wrongCode);
    expect((await login(admin.email)).json()).toHaveProperty('access_token'); // not on yet

    const ok = await post('/api/auth/two-factor/confirm', { code: await codeOf(secret) }, { headers });
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.operatorId, admin.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);

    const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers });
    expect(status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: RECOVERY_CODE_COUNT });
    // the key is never answered again
    expect((await post('/api/auth/two-factor/setup', {}, { headers })).statusCode).toBe(409);
  });

  it('is for administrators', async () => {
    const op = await createOperator(t.db);
    expect((await post('/api/auth/two-factor/setup', {}, { headers: await authHeader(t.app, op) })).statusCode).toBe(403);
  });
});

describe('sign-in with two-factor', () => {
  it('refuses a session without the code: the password only earns a challenge, which opens nothing', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const challenge = await challengeOf(admin.email);
    const asAccess = await t.app.inject({ method: 'GET', url: `/api/auth/operators/${admin.id}`, headers: bearer(challenge) });
    expect(asAccess.statusCode).toBe(401);
    expect((await post('/api/refresh', { refresh_token: challenge })).statusCode).toBe(401);

    const res = await post('/api/login/two-factor', { challenge, code: await codeOf(secret, 1) });
    expect(res.statusCode).toBe(201);
    const { access_token } = res.json();
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/operators/${admin.id}`, headers: bearer(access_token) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a code used before, within its window', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const code = await codeOf(secret, 1);
    expect((await post('/api/login/two-factor', { challenge: await challengeOf(admin.email), code })).statusCode).toBe(201);
    const again = await post('/api/login/two-factor', { challenge: await challengeOf(admin.email), code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(TWO_FACTOR_MSG.wrongCode);
  });

  it('takes a recovery code once: used, it cannot be used again', async () => {
    const { admin, headers, codes } = await adminWithTwoFactor();
    const first = await post('/api/login/two-factor', { challenge: await challengeOf(admin.email), code: codes[3].toLowerCase() });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/login/two-factor', { challenge: await challengeOf(admin.email), code: codes[3] });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers })).json().recovery_codes_left).toBe(
      RECOVERY_CODE_COUNT - 1,
    );
  });

  it('counts a wrong code as a failed sign-in, per account and per address, up to the block', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const ip = freshIp();
    const challenge = await challengeOf(admin.email, ip);
    const key = `client:${admin.email.toLowerCase()}|${ip}`;
    const count = async () => (await t.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.count ?? 0;
    expect(await count()).toBe(0); // the right password is not held against her
    const wrong = () => post('/api/login/two-factor', { challenge, code: '000000' }, { ip });
    expect((await wrong()).statusCode).toBe(401);
    expect(await count()).toBe(1);
    const accountKey = `account:${admin.email.toLowerCase()}`;
    expect((await t.db.select().from(loginFailures).where(eq(loginFailures.key, accountKey)))[0].count).toBe(1);
    expect(
      (
        await t.db
          .select()
          .from(loginFailures)
          .where(like(loginFailures.key, `ip:${ip}`))
      )[0].count,
    ).toBe(1);

    // the address's limit is the first to refuse (its block after 10); the delays after 5 are skipped here
    await t.db
      .update(loginFailures)
      .set({ count: LOGIN_LIMITS.address.blockAfter })
      .where(eq(loginFailures.key, `ip:${ip}`));
    const blocked = await post('/api/login/two-factor', { challenge, code: await codeOf(secret) }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MSG.tooManyAttempts);
  });

  it('refuses a challenge that is not one, or of someone deactivated since', async () => {
    const { admin, secret } = await adminWithTwoFactor();
    const challenge = await challengeOf(admin.email);
    expect((await post('/api/login/two-factor', { challenge: 'nope', code: '123456' })).statusCode).toBe(401);
    await t.db.update(operators).set({ deactivatedAt: new Date() }).where(eq(operators.id, admin.id));
    const res = await post('/api/login/two-factor', { challenge, code: await codeOf(secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(TWO_FACTOR_MSG.challengeExpired);
  });

  it('turns off with the password, and then the password alone signs in', async () => {
    const { admin, headers } = await adminWithTwoFactor();
    const wrong = await post('/api/auth/two-factor/disable', { password: 'Wrong0ne!' }, { headers });
    expect(wrong.statusCode).toBe(400);
    expect((await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, { headers })).statusCode).toBe(204);
    expect((await login(admin.email)).json()).toHaveProperty('access_token');
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.operatorId, admin.id))).toEqual([]);
  });
});

describe("the administrators' setting", () => {
  it('makes an administrator without two-factor enrol at sign-in before she gets a session; operators are not asked', async () => {
    const settings = await authHeader(t.app, await createAdmin(t.db));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/security-settings',
      headers: settings,
      payload: { require_admin_two_factor: true },
    });
    expect(put.statusCode).toBe(200);
    try {
      const op = await createOperator(t.db);
      expect((await login(op.email)).json()).toHaveProperty('access_token');

      const admin = await createAdmin(t.db);
      const res = await login(admin.email);
      expect(res.json()).toEqual({ challenge: expect.any(String), step: 'enrol' });
      const { challenge } = res.json();
      // a challenge to enrol is not one to sign in with a code
      expect((await post('/api/login/two-factor', { challenge, code: '123456' })).statusCode).toBe(401);
      const setup = await post('/api/login/two-factor/setup', { challenge });
      expect(setup.statusCode).toBe(200);
      const confirm = await post('/api/login/two-factor/confirm', { challenge, code: await codeOf(setup.json().secret) });
      expect(confirm.statusCode).toBe(201);
      expect(Object.keys(confirm.json()).sort()).toEqual(['access_token', 'recovery_codes', 'refresh_token']);

      // she cannot turn it off while it is required
      const headers = bearer(confirm.json().access_token);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers })).json()).toMatchObject({
        enabled: true,
        required: true,
      });
      expect((await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, { headers })).statusCode).toBe(422);
      // and from now on she signs in with a code
      expect((await login(admin.email)).json().step).toBe('code');
    } finally {
      await t.db.delete(securitySettings);
    }
  });

  it('is read and changed by administrators only', async () => {
    const op = await authHeader(t.app, await createOperator(t.db));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/security-settings', headers: op })).statusCode).toBe(403);
    const admin = await authHeader(t.app, await createAdmin(t.db));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/security-settings', headers: admin })).json()).toEqual({
      require_admin_two_factor: false,
    });
  });
});

describe('sessions', () => {
  async function twoSessions() {
    const op = await createOperator(t.db);
    const a = (await login(op.email, { userAgent: CHROME_LINUX, ip: '10.9.0.1' })).json();
    const b = (await login(op.email, { userAgent: FIREFOX_WINDOWS, ip: '10.9.0.2' })).json();
    return { op, a, b };
  }
  const listOf = async (access: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; device: string; address: string; current: boolean }[];
  };

  it('lists her active sessions with device, address and last use, marking the current one', async () => {
    const { a } = await twoSessions();
    const list = await listOf(a.access_token);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Chrome su Linux', address: '10.9.0.1' });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Firefox su Windows', address: '10.9.0.2' });
  });

  it('ends one of them: its refresh and access tokens are refused, the other session goes on', async () => {
    const { a, b } = await twoSessions();
    const other = (await listOf(a.access_token)).find((s) => !s.current)!;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${other.id}`, headers: bearer(a.access_token) });
    expect(res.statusCode).toBe(204);
    expect((await post('/api/refresh', { refresh_token: b.refresh_token })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(b.access_token) })).statusCode).toBe(401);
    expect(await listOf(a.access_token)).toHaveLength(1);
    expect((await post('/api/refresh', { refresh_token: a.refresh_token })).statusCode).toBe(200);
  });

  it("cannot end someone else's session", async () => {
    const { a } = await twoSessions();
    const mine = (await listOf(a.access_token))[0];
    const stranger = await authHeader(t.app, await createOperator(t.db));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${mine.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await post('/api/refresh', { refresh_token: a.refresh_token })).statusCode).toBe(200);
  });

  it('an administrator ends every session of an operator; an operator may not', async () => {
    const { op, a, b } = await twoSessions();
    const url = `/api/auth/operators/${op.id}/sessions`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(a.access_token) })).statusCode).toBe(403);
    const boss = await createAdmin(t.db);
    const admin = await authHeader(t.app, boss);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    // the Registro says who ended whose sessions
    const [entry] = await t.db
      .select({ operatorId: activityLogs.operatorId, notes: activityLogs.notes })
      .from(activityLogs)
      .where(eq(activityLogs.operatorId, boss.id))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(entry).toEqual({ operatorId: boss.id, notes: `Sessioni terminate dell'operatore #${op.id}` });
    for (const s of [a, b]) {
      expect((await post('/api/refresh', { refresh_token: s.refresh_token })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(s.access_token) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/operators/999999/sessions', headers: admin })).statusCode).toBe(404);
  });

  it('a refresh moves the last use and the address', async () => {
    const { a } = await twoSessions();
    const before = (await listOf(a.access_token)).find((s) => s.current)!;
    const res = await post('/api/refresh', { refresh_token: a.refresh_token }, { ip: '10.9.0.9' });
    const after = (await listOf(res.json().access_token)).find((s) => s.current)! as typeof before & { last_used_at: string };
    expect(after.address).toBe('10.9.0.9');
    expect(after.last_used_at >= (before as typeof after).last_used_at).toBe(true);
  });
});
