// Two API processes on one database, as behind a load balancer: what one of them changes, the other
// honours within a second, although each keeps sessions and reference lists in memory (decision 0043).
import { MSG, STATUS_MESSAGES } from '@empowerment/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CHANGES_CONNECTION_NAME } from '../src/db/changes';
import { connect } from '../src/db/client';
import { operators } from '../src/db/schema';
import { LOGIN_LIMITS } from '../src/modules/auth/auth.limits';
import { useTestApp } from './build-app';
import { createAdmin, createColType, createMunicipio, createOperator, linkToken, mailsTo, TEST_PASSWORD } from './factories';

const t = await useTestApp();
const a = t.app;
const databaseB = connect(t.config.databaseUrl!);
const b = await buildApp({ config: t.config, database: databaseB, logger: false });
await b.ready();
afterAll(async () => {
  await b.close();
  await databaseB.close();
});

/** The statements process B sends while `work` runs. */
async function statementsOfB(work: () => Promise<unknown>) {
  const pool = databaseB.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  let count = 0;
  pool.query = (...args: unknown[]) => {
    count++;
    return query.apply(databaseB.pool, args);
  };
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return count;
}

let lastIp = 0;
const freshIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

async function signIn(app: FastifyInstance, op: { email: string }, password = TEST_PASSWORD, remoteAddress = '10.0.0.1') {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: op.email, password }, remoteAddress });
  expect(res.statusCode).toBe(201);
  return res.json() as { access_token: string; refresh_token: string };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const readSelf = (app: FastifyInstance, id: number, token: string) =>
  app.inject({ method: 'GET', url: `/api/auth/operators/${id}`, headers: bearer(token) });
const listOperators = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/operators/', headers: bearer(token) });

/** The milliseconds until `check` holds, tried every 10 ms; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs = 1_000) {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** B's listening connection has (again) proved itself: what it keeps is believed. */
const listening = () => msUntil(async () => databaseB.changes.trusted(), 10_000);

/** An operator signed in through A whose access token B has already checked (and keeps). */
async function keptByB(make = createOperator) {
  await listening();
  const op = await make(t.db);
  const tokens = await signIn(a, op);
  expect((await readSelf(b, op.id, tokens.access_token)).statusCode).toBe(200);
  // the second call costs B no statement for her session: only the handler's own
  expect(await statementsOfB(() => readSelf(b, op.id, tokens.access_token))).toBe(1);
  return { op, ...tokens };
}

describe('a session ended through one process', () => {
  it('is refused by the other within a second: logout', async () => {
    const { op, access_token, refresh_token } = await keptByB();
    const res = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(access_token), payload: { refresh_token } });
    expect(res.statusCode).toBe(204);
    expect(await msUntil(async () => (await readSelf(b, op.id, access_token)).statusCode === 401)).toBeLessThan(1_000);
    const refused = await readSelf(b, op.id, access_token);
    expect(refused.json()).toEqual({ error: STATUS_MESSAGES[401] });
  });

  it('is refused by the other within a second: a password chosen through a reset link', async () => {
    const { op, access_token } = await keptByB();
    expect((await a.inject({ method: 'POST', url: '/api/request-reset-password/', payload: { email: op.email } })).statusCode).toBe(200);
    const [mail] = await mailsTo(t.db, op.email);
    const token = linkToken(mail.text);
    const reset = await a.inject({ method: 'PUT', url: `/api/reset-password/?token=${token}`, payload: { password: 'Nuova1pass!' } });
    expect(reset.statusCode).toBe(200);
    expect(await msUntil(async () => (await readSelf(b, op.id, access_token)).statusCode === 401)).toBeLessThan(1_000);
  });

  it('is refused by the other within a second: the operator deactivated, or her row deleted', async () => {
    const admin = await createAdmin(t.db);
    const adminTokens = await signIn(a, admin);
    const gone = await keptByB();
    const res = await a.inject({ method: 'DELETE', url: `/api/auth/operators/${gone.op.id}`, headers: bearer(adminTokens.access_token) });
    expect(res.statusCode).toBe(204);
    expect(await msUntil(async () => (await readSelf(b, gone.op.id, gone.access_token)).statusCode === 401)).toBeLessThan(1_000);

    const deleted = await keptByB();
    await t.db.delete(operators).where(eq(operators.id, deleted.op.id));
    expect(await msUntil(async () => (await readSelf(b, deleted.op.id, deleted.access_token)).statusCode === 401)).toBeLessThan(1_000);
  });

  it('loses her administrator rights on the other within a second once demoted through one', async () => {
    const admin = await createAdmin(t.db);
    const adminTokens = await signIn(a, admin);
    const { op, access_token } = await keptByB(createAdmin);
    expect((await listOperators(b, access_token)).statusCode).toBe(200);
    const { ID, email, name, surname, phone, notes } = (await readSelf(a, op.id, adminTokens.access_token)).json();
    const [municipio, col] = [await createMunicipio(t.db), await createColType(t.db)];
    const res = await a.inject({
      method: 'PUT',
      url: `/api/auth/operators/${op.id}`,
      headers: bearer(adminTokens.access_token),
      payload: { ID, email, name, surname, phone, notes, municipio_id: municipio.id, col_id: col.id, super_operator: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await msUntil(async () => (await listOperators(b, access_token)).statusCode === 403)).toBeLessThan(1_000);
    // and she keeps her session as an operator
    expect((await readSelf(b, op.id, access_token)).statusCode).toBe(200);
  });

  it('is refused also when the other process lost its notice: it keeps nothing until it listens again', async () => {
    const { op, access_token, refresh_token } = await keptByB();
    // B's listening connection is cut: the notice of the logout below never reaches it
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [CHANGES_CONNECTION_NAME],
      );
      expect(rowCount).toBe(2); // A's and B's
    } finally {
      await admin.end();
    }
    const res = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(access_token), payload: { refresh_token } });
    expect(res.statusCode).toBe(204);
    expect(await msUntil(async () => (await readSelf(b, op.id, access_token)).statusCode === 401)).toBeLessThan(1_000);
    // B listens again by itself, and keeps sessions again
    await keptByB();
  });
});

describe('sign-in limits', () => {
  it('count the failures sent to both processes together', async () => {
    const op = await createOperator(t.db);
    const ip = freshIp();
    const { blockAfter } = LOGIN_LIMITS.client;
    for (let i = 0; i < blockAfter; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: op.email, password: 'Sbagliata1!' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: op.email, password: TEST_PASSWORD },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: MSG.tooManyAttempts });
    }
  });
});

describe('reference lists', () => {
  it('edited through one process are read through the other within a second, and read from memory until then', async () => {
    const admin = await createAdmin(t.db);
    const { access_token } = await signIn(a, admin);
    const lists = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/list-settings', headers: bearer(access_token) })).json() as Record<
        string,
        { type?: string }[]
      >;
    await listening();
    await lists(b);
    // kept whole: neither the session nor the eleven lists cost B a statement
    expect(await statementsOfB(() => lists(b))).toBe(0);

    const added = await a.inject({
      method: 'POST',
      url: '/api/auth/list-settings/sectors',
      headers: bearer(access_token),
      payload: [{ label: 'Settore del test' }],
    });
    expect(added.statusCode).toBe(201);
    expect(await msUntil(async () => (await lists(b)).sectors.some((s) => s.type === 'Settore del test'))).toBeLessThan(1_000);

    const removed = await a.inject({
      method: 'DELETE',
      url: `/api/auth/list-settings/sectors/${added.json().ID}`,
      headers: bearer(access_token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await msUntil(async () => !(await lists(b)).sectors.some((s) => s.type === 'Settore del test'))).toBeLessThan(1_000);
  });

  it('edited through a process are read through that same process with its answer', async () => {
    const admin = await createAdmin(t.db);
    const { access_token } = await signIn(a, admin);
    await a.inject({ method: 'GET', url: '/api/list-settings', headers: bearer(access_token) });
    const added = await a.inject({
      method: 'POST',
      url: '/api/auth/list-settings/sectors',
      headers: bearer(access_token),
      payload: [{ label: 'Settore subito' }],
    });
    expect(added.statusCode).toBe(201);
    const res = await a.inject({ method: 'GET', url: '/api/list-settings', headers: bearer(access_token) });
    expect((res.json() as { sectors: { type: string }[] }).sectors.map((s) => s.type)).toContain('Settore subito');
  });
});
