import { MSG } from '@empowerment/shared';
import { eq, sql } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connect } from '../../db/client';
import { knownSignInClients, loginFailures, operators, passwordTokens } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createOperator, linkToken, mailsTo, TEST_PASSWORD } from '../../../test/factories';
import { LOGIN_LIMITS } from './auth.limits';
import { RESET_REQUEST_LIMIT } from './auth.service';

const decodeJwt = createDecoder();

// the limits by account and address are tested here; the hashing budget of strangers apart, below
const t = await useTestApp({ strangerHashing: { coreShare: 1, burstMs: 600_000 } });

// Failed sign-ins and reset requests are counted per client IP: each test speaks from its own.
let ipSeq = 0;
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token } });
const requestReset = (email: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/request-reset-password/', payload: { email }, remoteAddress: ip });
const resetPassword = (token: string | undefined, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: token === undefined ? '/api/reset-password/' : `/api/reset-password/?token=${encodeURIComponent(token)}`,
    payload: { password },
  });
const logout = (headers: Record<string, string>, refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload: { refresh_token } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const readSelf = (id: number, accessToken: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/operators/${id}`, headers: bearer(accessToken) });

async function signIn(op: { email: string }, password = TEST_PASSWORD) {
  const res = await login(op.email, password);
  expect(res.statusCode).toBe(201);
  return res.json() as { access_token: string; refresh_token: string };
}

/** Asks a reset link for that address and returns the token of the mailed link. */
async function resetToken(email: string) {
  const res = await requestReset(email);
  expect(res.statusCode).toBe(200);
  const mails = await mailsTo(t.db, email);
  return linkToken(mails.at(-1)!.text);
}

describe('POST /api/login', () => {
  it('answers 201 with two tokens carrying op_id and super_operator, and the access token opens the API', async () => {
    const admin = await createAdmin(t.db);
    const res = await login(admin.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    for (const token of [body.access_token, body.refresh_token]) {
      expect(decodeJwt(token)).toMatchObject({ op_id: admin.id, super_operator: true });
    }
    expect((await readSelf(admin.id, body.access_token)).statusCode).toBe(200);
  });

  it('finds the address whatever its case', async () => {
    const op = await createOperator(t.db, { email: `Mixed.Case.${Date.now()}@Example.org` });
    const res = await login(op.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(201);
    expect(decodeJwt(res.json().access_token)).toMatchObject({ op_id: op.id, super_operator: false });
  });

  it('refuses a wrong password, an unknown address and an operator without a password with the same 401', async () => {
    const op = await createOperator(t.db);
    const invited = await createOperator(t.db, { password: null });
    for (const [email, password] of [
      [op.email, 'Wrong0ne!'],
      ['nobody-here@example.org', TEST_PASSWORD],
      [invited.email, TEST_PASSWORD],
      [invited.email, ''.padEnd(9, 'x')],
      [`${'x'.repeat(2000)}@example.org`, TEST_PASSWORD],
    ]) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Email o password errati' });
    }
  });

  it('asks for both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: ' ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Compila tutti i campi richiesti',
      fields: { email: 'Compila tutti i campi richiesti', password: 'Compila tutti i campi richiesti' },
    });
  });
});

describe('failed sign-ins', () => {
  const WRONG = 'Wrong0ne!';
  const { client, account, address, delayMs } = LOGIN_LIMITS;
  /** n sign-ins at once (they are slowed together once suspect); answers their statuses. */
  const together = async (n: number, email: (i: number) => string, ip: () => string, password = WRONG, app = t.app) => {
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/login', payload: { email: email(i), password }, remoteAddress: ip() }),
      ),
    );
    return answers.map((r) => r.statusCode);
  };
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
  const timed = async <T>(fn: () => Promise<T>) => {
    const started = Date.now();
    const value = await fn();
    return { value, ms: Date.now() - started };
  };
  /** An operator who has signed in from a client address of hers, which the product now knows. */
  const operatorAt = async (home = freshIp()) => {
    const op = await createOperator(t.db);
    expect((await login(op.email, TEST_PASSWORD, home)).statusCode).toBe(201);
    return { op, home };
  };
  const tooMany = { error: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' };

  it("let a stranger's 50 wrong passwords from other addresses never stop the operator at her known client", async () => {
    const { op, home } = await operatorAt();
    const statuses = await together(50, () => op.email, freshIp);
    // the budget of unknown clients is spent: exactly that many guesses got an answer on the password
    expect(count(statuses, 401)).toBe(account.blockAfter);
    expect(count(statuses, 429)).toBe(50 - account.blockAfter);

    const res = await login(op.email, TEST_PASSWORD, home);
    expect(res.statusCode).toBe(201);
    const elsewhere = await login(op.email, TEST_PASSWORD); // a new address, even with the right password
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual(tooMany);
  });

  it(`give unknown clients ${account.blockAfter} guesses per account per hour, across addresses, slowed after ${account.slowAfter}`, async () => {
    const op = await createOperator(t.db);
    expect(await together(account.slowAfter - 1, () => op.email, freshIp)).toEqual(Array(account.slowAfter - 1).fill(401));
    const { value: last, ms } = await timed(() => login(op.email, WRONG));
    expect(last.statusCode).toBe(401);
    expect(ms).toBeLessThan(delayMs);
    const { value: slowed, ms: slowMs } = await timed(() => login(op.email, WRONG));
    expect(slowed.statusCode).toBe(401);
    expect(slowed.json()).toEqual({ error: 'Email o password errati' });
    expect(slowMs).toBeGreaterThanOrEqual(delayMs - 20);
    const rest = await together(account.blockAfter - account.slowAfter + 4, () => op.email.toUpperCase(), freshIp);
    expect(count(rest, 401)).toBe(account.blockAfter - account.slowAfter - 1);
    expect(count(rest, 429)).toBe(5);

    // the budget is per hour: once the window has passed, a new client may try again
    await t.db.execute(sql`UPDATE login_failures SET first_at = first_at - interval '61 minutes' WHERE key = ${`account:${op.email}`}`);
    expect((await login(op.email, TEST_PASSWORD)).statusCode).toBe(201);
  });

  it('are not refilled for strangers when the operator signs in', async () => {
    const { op, home } = await operatorAt();
    expect(await together(account.blockAfter - 5, () => op.email, freshIp)).toEqual(Array(account.blockAfter - 5).fill(401));
    expect((await login(op.email, TEST_PASSWORD, home)).statusCode).toBe(201);
    const more = await together(6, () => op.email, freshIp);
    expect(count(more, 401)).toBe(5);
    expect(count(more, 429)).toBe(1);
  });

  it(`slow one client after ${client.slowAfter} failures on an account and refuse it after ${client.blockAfter}, known or not; her other clients and a reset free her`, async () => {
    const { op, home } = await operatorAt();
    const other = freshIp();
    expect((await login(op.email, TEST_PASSWORD, other)).statusCode).toBe(201);
    expect(
      await together(
        client.slowAfter,
        () => op.email,
        () => home,
      ),
    ).toEqual(Array(client.slowAfter).fill(401));
    const { value: slowed, ms } = await timed(() => login(op.email, WRONG, home));
    expect(slowed.statusCode).toBe(401);
    expect(ms).toBeGreaterThanOrEqual(delayMs - 20);
    expect(
      await together(
        client.blockAfter - client.slowAfter - 1,
        () => op.email,
        () => home,
      ),
    ).toEqual(Array(client.blockAfter - client.slowAfter - 1).fill(401));
    const blocked = await login(op.email, TEST_PASSWORD, home);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await login(op.email, TEST_PASSWORD, other)).statusCode).toBe(201);

    // a password reset from that client proves she owns the address and frees the client
    const token = await resetToken(op.email);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/reset-password/?token=${token}`,
      payload: { password: 'N3w#pass!' },
      remoteAddress: home,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(op.email, 'N3w#pass!', home)).statusCode).toBe(201);
  });

  it(`refuse an address after ${address.blockAfter} failures on accounts it is unknown to, and serve the accounts it is known to`, async () => {
    const ip = freshIp();
    const { op: regular } = await operatorAt(ip);
    const statuses = await together(
      address.blockAfter,
      (i) => `unknown-${i}-${ip}@example.org`,
      () => ip,
    );
    expect(statuses).toEqual(Array(address.blockAfter).fill(401));

    const op = await createOperator(t.db);
    const res = await login(op.email, TEST_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MSG.tooManyAttempts });
    expect((await login(op.email, TEST_PASSWORD, freshIp())).statusCode).toBe(201);
    expect((await login(regular.email, TEST_PASSWORD, ip)).statusCode).toBe(201);
  });

  it(`remember the ${LOGIN_LIMITS.knownClients.max} latest addresses of an operator`, async () => {
    const { op, home } = await operatorAt();
    for (let i = 0; i < LOGIN_LIMITS.knownClients.max; i++) expect((await login(op.email, TEST_PASSWORD)).statusCode).toBe(201);
    const rows = await t.db.select().from(knownSignInClients).where(eq(knownSignInClients.operatorId, op.id));
    expect(rows).toHaveLength(LOGIN_LIMITS.knownClients.max);
    expect(rows.map((r) => r.address)).not.toContain(home);
  });

  it('keep hashing for unknown clients within their budget: a flood is refused slowly, uncounted, and her known client goes on', async () => {
    const { op, home } = await operatorAt();
    const database = connect(t.config.databaseUrl!);
    // room for about two hashes, refilled at a thousandth of a core
    const tight = await buildApp({ config: { ...t.config, strangerHashing: { coreShare: 0.001, burstMs: 100 } }, database, logger: false });
    try {
      const { value: flood, ms } = await timed(() => together(6, () => op.email, freshIp, WRONG, tight));
      expect(count(flood, 401)).toBeGreaterThanOrEqual(1);
      expect(count(flood, 401)).toBeLessThanOrEqual(2);
      expect(count(flood, 429)).toBe(6 - count(flood, 401));
      expect(ms).toBeGreaterThanOrEqual(delayMs - 20); // the refused wait before their answer
      // the refused attempts were not counted: the account's budget lost only the hashed ones
      const [row] = await t.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, `account:${op.email}`));
      expect(row.count).toBe(count(flood, 401));
      const mine = await tight.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: op.email, password: TEST_PASSWORD },
        remoteAddress: home,
      });
      expect(mine.statusCode).toBe(201);
    } finally {
      await tight.close();
      await database.close();
    }
  });

  it('are shared by every API process on the database', async () => {
    const { op, home } = await operatorAt();
    const database = connect(t.config.databaseUrl!);
    const second = await buildApp({ config: t.config, database, logger: false });
    try {
      expect(await together(account.slowAfter, () => op.email, freshIp)).toEqual(Array(account.slowAfter).fill(401));
      const rest = await together(account.blockAfter - account.slowAfter + 1, () => op.email, freshIp, WRONG, second);
      expect(count(rest, 429)).toBe(1);
      const res = await login(op.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: MSG.tooManyAttempts });
      // and the client she signed in from on the first is known to the second
      const mine = await second.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: op.email, password: TEST_PASSWORD },
        remoteAddress: home,
      });
      expect(mine.statusCode).toBe(201);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('POST /api/refresh', () => {
  it('answers 200 with a new access token that works', async () => {
    const op = await createOperator(t.db);
    const { refresh_token } = await signIn(op);
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token']);
    expect(decodeJwt(res.json().access_token)).toMatchObject({ op_id: op.id, super_operator: false });
    expect((await readSelf(op.id, res.json().access_token)).statusCode).toBe(200);
  });

  it('reads the claims from the database, so a promotion or demotion shows at once', async () => {
    const op = await createOperator(t.db);
    const { refresh_token } = await signIn(op);
    await t.db.update(operators).set({ superOperator: true }).where(eq(operators.id, op.id));
    expect(decodeJwt((await refresh(refresh_token)).json().access_token)).toMatchObject({ super_operator: true });
    await t.db.update(operators).set({ superOperator: false }).where(eq(operators.id, op.id));
    expect(decodeJwt((await refresh(refresh_token)).json().access_token)).toMatchObject({ super_operator: false });
  });

  it('refuses with 401 a forged token, an access token and an expired refresh token', async () => {
    const op = await createOperator(t.db);
    const { access_token, refresh_token } = await signIn(op);
    const expired = await createTokenService(t.config.jwtSecret, { accessSec: -10, refreshSec: -10 }).signRefresh(
      { op_id: op.id, super_operator: false },
      decodeJwt(refresh_token).jti,
    );
    const forged = await createTokenService('another-secret-that-is-long-enough-to-sign', { accessSec: 60, refreshSec: 60 }).signRefresh(
      { op_id: op.id, super_operator: true },
      decodeJwt(refresh_token).jti,
    );
    for (const token of ['not-a-jwt', access_token, expired, forged]) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Sessione scaduta, effettuare il login' });
    }
  });

  it('refuses with 401 the token of an operator who has been deleted', async () => {
    const op = await createOperator(t.db);
    const { refresh_token } = await signIn(op);
    await t.db.delete(operators).where(eq(operators.id, op.id));
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  it('asks for the token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('refresh_token');
  });
});

describe('POST /api/auth/logout', () => {
  it('needs a session: 401 without a token', async () => {
    const op = await createOperator(t.db);
    const { refresh_token } = await signIn(op);
    const res = await logout({}, refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Sessione scaduta, effettuare il login' });
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it.each([
    ['an operator', createOperator],
    ['an administrator', createAdmin],
  ])('answers 204 to %s, and neither her refresh token nor the access token of that session works again', async (_who, make) => {
    const op = await make(t.db);
    const { access_token, refresh_token } = await signIn(op);
    const other = await signIn(op); // another session of hers lives on
    expect((await readSelf(op.id, access_token)).statusCode).toBe(200);
    const res = await logout(bearer(access_token), refresh_token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const again = await refresh(refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Sessione scaduta, effettuare il login' });
    const ended = await readSelf(op.id, access_token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: 'Sessione scaduta, effettuare il login' });
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    expect((await readSelf(op.id, other.access_token)).statusCode).toBe(200);
    expect((await logout(bearer(other.access_token), refresh_token)).statusCode).toBe(204); // twice is harmless
  });

  it("refuses with 403 someone else's refresh token, which keeps working", async () => {
    const mine = await createOperator(t.db);
    const theirs = await createAdmin(t.db);
    const { refresh_token } = await signIn(theirs);
    const res = await logout(await authHeader(t.app, mine), refresh_token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Accesso vietato: non hai i permessi per fare questa operazione!' });
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 to a token that is not a refresh token, 400 without one', async () => {
    const op = await createOperator(t.db);
    const { access_token } = await signIn(op);
    expect((await logout(bearer(access_token), access_token)).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(access_token), payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/request-reset-password/', () => {
  it('answers 200 and mails a link to choose a new password, valid one hour', async () => {
    const op = await createOperator(t.db, { email: `Reset.${Date.now()}@example.org` });
    const res = await requestReset(op.email.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Controlla la tua casella email per le istruzioni di recupero password' });
    const [mail] = await mailsTo(t.db, op.email);
    expect(mail.subject).toBe('Empowerment - Recupero password');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    expect(mail.text).toContain('entro 1 ora');
    expect(mail.text).not.toContain('invito=');
    expect(mail.html).toContain(`href="http://localhost:3000/reset-password?token=${linkToken(mail.text)}"`);
    const [row] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.operatorId, op.id));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('serves an invited operator who has no password yet: the link sets it', async () => {
    const invited = await createOperator(t.db, { password: null });
    expect((await resetPassword(await resetToken(invited.email), 'Prima1pass!')).statusCode).toBe(200);
    expect((await login(invited.email, 'Prima1pass!')).statusCode).toBe(201);
  });

  it('answers 404 "Email non valida" to an unknown address and mails nothing', async () => {
    const res = await requestReset('nobody-at-all@example.org');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Email non valida' });
    expect(await mailsTo(t.db, 'nobody-at-all@example.org')).toEqual([]);
  });

  it('answers 400 to an address that is not one', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Inserisci un indirizzo email valido', fields: { email: 'Inserisci un indirizzo email valido' } });
  });

  it(`is limited to ${RESET_REQUEST_LIMIT.max} requests per client in 15 minutes: then 429`, async () => {
    const op = await createOperator(t.db);
    const ip = freshIp();
    for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) expect((await requestReset(op.email, ip)).statusCode).toBe(200);
    const res = await requestReset(op.email, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Troppe richieste di recupero password. Riprova tra qualche minuto.' });
    expect(await mailsTo(t.db, op.email)).toHaveLength(RESET_REQUEST_LIMIT.max);
    expect((await requestReset(op.email, freshIp())).statusCode).toBe(200);
  });

  it('counts the requests of every API process on the database together', async () => {
    const op = await createOperator(t.db);
    const ip = freshIp();
    const database = connect(t.config.databaseUrl!);
    const second = await buildApp({ config: t.config, database, logger: false });
    try {
      for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) expect((await requestReset(op.email, ip)).statusCode).toBe(200);
      const res = await second.inject({
        method: 'POST',
        url: '/api/request-reset-password/',
        payload: { email: op.email },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('PUT /api/reset-password/', () => {
  it('sets the new password once: 200, the old one stops working, the link is single use', async () => {
    const op = await createOperator(t.db);
    const token = await resetToken(op.email);
    const res = await resetPassword(token, 'Nuova1pass!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reimpostata con successo' });
    expect((await login(op.email, 'Nuova1pass!')).statusCode).toBe(201);
    expect((await login(op.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await resetPassword(token, 'Ancora1pass!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Token di reset non valido o scaduto' });
    expect((await login(op.email, 'Nuova1pass!')).statusCode).toBe(201);
  });

  it('ends every session of the operator', async () => {
    const op = await createOperator(t.db);
    const { refresh_token } = await signIn(op);
    expect((await resetPassword(await resetToken(op.email), 'Nuova1pass!')).statusCode).toBe(200);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  it('refuses an expired link, an unknown one, and the older links once a password is chosen', async () => {
    const op = await createOperator(t.db);
    const first = await resetToken(op.email);
    const second = await resetToken(op.email);
    const third = await resetToken(op.email);
    await t.db.execute(
      sql`UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE operator_id = ${op.id} AND id = (SELECT min(id) FROM password_tokens WHERE operator_id = ${op.id})`,
    );
    for (const token of [first, 'unknown-token-value']) {
      const res = await resetPassword(token, 'Nuova1pass!');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Token di reset non valido o scaduto' });
    }
    expect((await resetPassword(third, 'Nuova1pass!')).statusCode).toBe(200);
    const older = await resetPassword(second, 'Altra1pass!');
    expect(older.statusCode).toBe(400);
    expect(older.json()).toEqual({ error: 'Token di reset non valido o scaduto' });
  });

  it('answers 400 "Token di reset non valido" without a token', async () => {
    for (const token of [undefined, '', '   ']) {
      const res = await resetPassword(token, 'Nuova1pass!');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Token di reset non valido');
    }
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['too long', 'Ab1!'.padEnd(21, 'x')],
    ['without a lowercase letter', 'ABCDEF1!'],
    ['without an uppercase letter', 'abcdef1!'],
    ['without a digit', 'Abcdefg!'],
    ['without a special character', 'Abcdefg1'],
    ['with a special character not allowed', 'Abcdef1$'],
    ['with a space', 'Abc def1!'],
  ])('refuses a password %s with 400 and keeps the link usable', async (_rule, password) => {
    const op = await createOperator(t.db);
    const token = await resetToken(op.email);
    const res = await resetPassword(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Inserisci un password valida', fields: { password: 'Inserisci un password valida' } });
    expect((await resetPassword(token, 'Valida1/pw')).statusCode).toBe(200);
  });

  it('accepts the limits of the rules: 8 and 20 characters, each allowed special character', async () => {
    for (const password of ['Abcde1!x', 'Abcdefghijklmnop12@#', 'Abcdef1?', 'Abcdef1/', 'Abcdef1#']) {
      const op = await createOperator(t.db);
      const res = await resetPassword(await resetToken(op.email), password);
      expect(res.statusCode).toBe(200);
      expect((await login(op.email, password)).statusCode).toBe(201);
    }
  });
});
