// The tested topology of docs/deployment.md: HAProxy (Debian's package) with deploy/haproxy.cfg in
// front of two product processes on one fresh database, all on loopback, each process started as
// production runs it (NODE_ENV=production, TRUST_PROXY=1, STOP_DELAY=3s, its own port). What one
// process changes the other honours; a scheduled job runs once; a rolling restart (SIGTERM to each
// process in turn, started again, the next once HAProxy sends it work) loses no request and no
// acknowledged write; a process killed in the middle of an upload leaves nothing half stored while
// the other keeps serving. Without STOP_DELAY, a write sent in the instant a process closes its
// listening socket is now and then cut (the connection accepted, then reset), and HAProxy cannot
// safely send a write again: docs/deployment.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@empowerment/shared';
import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, fileContents, files } from '../src/db/schema';
import { JOB_TIMINGS } from '../src/lib/job-timings';
import { JOBS_CONNECTION_NAME, JOBS_SCHEMA } from '../src/lib/jobs';
import { LOGIN_LIMITS } from '../src/modules/auth/auth.limits';
import { createTestDatabase } from './build-app';
import { createCourse, createCourseType, createFileType, createTrainingBody } from './factories';
import { freePort } from './free-port';
import { spawnProduct } from './server-process';

const serverDir = path.resolve(import.meta.dirname, '..');
const HAPROXY_CONFIG = path.resolve(serverDir, '../../deploy/haproxy.cfg');
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
const ADMIN = { email: 'balancer@example.org', password: 'Balancer1234!' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Child = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
function watch(child: ChildProcess): Child {
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

type Product = Child & { name: 'app1' | 'app2'; port: number; url: string };

/** A product process as production runs it, on the shared database. */
function startProduct(name: Product['name'], port: number, databaseUrl: string): Product {
  const child = spawnProduct({
    databaseUrl,
    port,
    admin: ADMIN,
    // as docs/deployment.md says behind HAProxy: not ready for 3 s before the listening socket closes
    env: { TRUST_PROXY: '1', STOP_DELAY: '3s', LOG_LEVEL: 'warn' },
  });
  return { ...watch(child), name, port, url: `http://127.0.0.1:${port}` };
}

async function waitReady(p: Product) {
  for (let i = 0; i < 1200; i++) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited:\n${p.output()}`);
    const res = await fetch(`${p.url}/api/health/ready`).catch(() => undefined);
    if (res?.ok) return;
    await sleep(50);
  }
  throw new Error(`${p.name} not ready:\n${p.output()}`);
}

let databaseUrl: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>['database'];
const products: Record<Product['name'], Product> = {} as Record<Product['name'], Product>;
let haproxy: Child;
let proxy: string;
let stats: string;
// HAProxy's runtime API, in a folder of the test's own
const runtime = mkdtempSync(path.join(tmpdir(), 'empowerment-haproxy-'));
const runtimeSocket = path.join(runtime, 'admin.sock');

/** HAProxy's view of each process: its state (UP, DOWN, 'UP 1/2' while rising...) and its sessions now. */
async function backendState() {
  const csv = await (await fetch(`${stats}/;csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row: string[], column: string) => row[columns.indexOf(column)];
  const state: Record<string, { status: string; sessions: number }> = {};
  for (const row of rows.map((r) => r.split(',')))
    if (at(row, 'pxname') === 'empowerment_processes' && at(row, 'svname').startsWith('app'))
      state[at(row, 'svname')] = { status: at(row, 'status'), sessions: Number(at(row, 'scur')) };
  return state;
}

async function waitBalancerSees(name: string, status: 'UP' | 'DOWN') {
  for (let i = 0; i < 400; i++) {
    if ((await backendState())[name]?.status === status) return;
    await sleep(50);
  }
  throw new Error(`HAProxy never saw ${name} ${status}: ${JSON.stringify(await backendState())}\n${haproxy.output()}`);
}

beforeAll(async () => {
  if (!HAPROXY) throw new Error('HAProxy non trovato: installare il pacchetto Debian haproxy (npm test lo installa da sé)');
  const created = await createTestDatabase();
  databaseUrl = created.url;
  database = created.database;
  const [port1, port2, proxyPort, statsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  // both at once, as a deployment starts them: the migrations and the first administrator are
  // each done once, under a lock
  products.app1 = startProduct('app1', port1, databaseUrl);
  products.app2 = startProduct('app2', port2, databaseUrl);
  haproxy = watch(
    spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        PATH: process.env.PATH,
        EMPOWERMENT_BIND: `127.0.0.1:${proxyPort}`,
        EMPOWERMENT_STATS: `127.0.0.1:${statsPort}`,
        EMPOWERMENT_APP1: `127.0.0.1:${port1}`,
        EMPOWERMENT_APP2: `127.0.0.1:${port2}`,
        EMPOWERMENT_HAPROXY_SOCKET: runtimeSocket,
      },
    }),
  );
  proxy = `http://127.0.0.1:${proxyPort}`;
  stats = `http://127.0.0.1:${statsPort}`;
  await Promise.all([waitReady(products.app1), waitReady(products.app2)]);
  await Promise.all([waitBalancerSees('app1', 'UP'), waitBalancerSees('app2', 'UP')]);
}, 180_000);

afterAll(async () => {
  for (const p of Object.values(products)) if (p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all(Object.values(products).map((p) => Promise.race([p.exited, sleep(12_000)])));
  for (const p of Object.values(products)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  if (haproxy && haproxy.child.exitCode === null) {
    haproxy.child.kill('SIGTERM');
    await haproxy.exited;
  }
  rmSync(runtime, { recursive: true, force: true });
  await database?.close();
}, 60_000);

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(base: string) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(201);
  return (await res.json()) as { access_token: string; refresh_token: string };
}
const listOperators = (base: string, token: string) => fetch(`${base}/api/auth/operators/`, { headers: bearer(token) });

/** The milliseconds until `check` holds, tried every 10 ms; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs = 1_000) {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(10);
  }
}

describe('two processes behind HAProxy', () => {
  it('refuse a session logged out through one of them within a second, through the other and through the proxy', async () => {
    const { access_token, refresh_token } = await signIn(proxy);
    // each process has checked the session, and keeps it
    for (const p of Object.values(products)) expect((await listOperators(p.url, access_token)).status).toBe(200);
    const logout = await fetch(`${products.app1.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...json, ...bearer(access_token) },
      body: JSON.stringify({ refresh_token }),
    });
    expect(logout.status).toBe(204);
    expect(await msUntil(async () => (await listOperators(products.app2.url, access_token)).status === 401)).toBeLessThan(1_000);
    expect((await listOperators(products.app1.url, access_token)).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await listOperators(proxy, access_token)).status).toBe(401);
  });

  it('count the failed sign-ins sent to either process together', async () => {
    // one client behind the proxy, as each process reads it from X-Forwarded-For (TRUST_PROXY=1)
    const client = { ...json, 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0] % 250)}` };
    const attempt = (p: Product, password: string) =>
      fetch(`${p.url}/api/login`, { method: 'POST', headers: client, body: JSON.stringify({ email: ADMIN.email, password }) });
    for (let i = 0; i < LOGIN_LIMITS.client.blockAfter; i++)
      expect((await attempt(i % 2 ? products.app2 : products.app1, 'Sbagliata1234!')).status).toBe(401);
    for (const p of Object.values(products)) {
      const refused = await attempt(p, ADMIN.password);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: MSG.tooManyAttempts });
    }
    // the proxy's own clients are another address: untouched
    await signIn(proxy);
  }, 60_000);

  it('read a reference list edited through one of them, through the other and through the proxy, within a second', async () => {
    const { access_token } = await signIn(proxy);
    const sectors = async (base: string) => {
      const res = await fetch(`${base}/api/list-settings`, { headers: bearer(access_token) });
      return ((await res.json()) as { sectors: { type: string }[] }).sectors.map((s) => s.type);
    };
    // both keep the lists
    for (const p of Object.values(products)) await sectors(p.url);
    const label = `Settore ${randomBytes(4).toString('hex')}`;
    const added = await fetch(`${products.app1.url}/api/auth/list-settings/sectors`, {
      method: 'POST',
      headers: { ...json, ...bearer(access_token) },
      body: JSON.stringify([{ label }]),
    });
    expect(added.status).toBe(201);
    expect(await msUntil(async () => (await sectors(products.app2.url)).includes(label))).toBeLessThan(1_000);
    for (let i = 0; i < 4; i++) expect(await sectors(proxy)).toContain(label);
  });

  it('run a scheduled job once, not once per process', async () => {
    const { pool } = database;
    const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
    // both processes run the queue: each has its connections
    const [{ n }] = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [JOBS_CONNECTION_NAME],
    );
    expect(n).toBeGreaterThanOrEqual(4);
    // the nightly retention sweep, due every minute for the test (each process only writes its
    // schedule when it starts); one process looks at the schedules every 30 s (JOB_TIMINGS)
    const [{ cron }] = await rows<{ cron: string }>(`SELECT cron FROM ${JOBS_SCHEMA}.schedule WHERE name = 'retention'`);
    await pool.query(`UPDATE ${JOBS_SCHEMA}.schedule SET cron = '* * * * *' WHERE name = 'retention'`);
    const runs = () =>
      rows<{ state: string; minute: string }>(
        `SELECT state::text, date_trunc('minute', created_on)::text AS minute FROM ${JOBS_SCHEMA}.job WHERE name = 'retention'`,
      );
    try {
      await msUntil(async () => (await runs()).some((r) => r.state === 'completed'), 90_000);
      // both keep looking for work and at the schedule: nothing more comes for that minute
      await sleep(JOB_TIMINGS.pollingSec * 1000 + JOB_TIMINGS.cronWorkerSec * 1000);
    } finally {
      await pool.query(`UPDATE ${JOBS_SCHEMA}.schedule SET cron = $1 WHERE name = 'retention'`, [cron]);
    }
    const done = await runs();
    // one run per minute it was due, whichever process took it
    expect(new Set(done.map((r) => r.minute)).size).toBe(done.length);
    expect(done.filter((r) => r.state === 'completed').length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('restart one after the other on SIGTERM while ten clients browse and write through the proxy: no request fails, every acknowledged write is stored', async () => {
    const { access_token } = await signIn(proxy);
    const headers = bearer(access_token);
    const failures: string[] = [];
    const acknowledged: number[] = [];
    let requests = 0;
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const write = i % 2 === 1;
        try {
          const res = write
            ? await fetch(`${proxy}/api/auth/companies/`, {
                method: 'POST',
                headers: { ...json, ...headers },
                body: JSON.stringify({
                  company_name: `Azienda ${n}-${i}-${randomBytes(3).toString('hex')}`,
                  company_type: 'Azienda per tirocinio',
                  state_contact: 'Primo contatto',
                }),
                signal: AbortSignal.timeout(20_000),
              })
            : await fetch(`${proxy}/api/auth/companies/?limit=20&offset=${(i * 7) % 40}`, {
                headers,
                signal: AbortSignal.timeout(20_000),
              });
          requests++;
          if (res.status !== (write ? 201 : 200)) failures.push(`${write ? 'POST' : 'GET'} ${res.status} ${await res.text()}`);
          else if (write) acknowledged.push(((await res.json()) as { ID: number }).ID);
          else await res.arrayBuffer();
        } catch (err) {
          requests++;
          failures.push(`${write ? 'POST' : 'GET'} ${String(err)} ${String((err as Error).cause ?? '')}`);
        }
      }
    };
    const clients = Array.from({ length: 10 }, (_, n) => client(n));
    const started = performance.now();
    const timings: string[] = [];
    try {
      await sleep(1_000);
      for (const name of ['app1', 'app2'] as const) {
        const old = products[name];
        const at = performance.now();
        old.child.kill('SIGTERM');
        const code = await old.exited;
        expect(code, old.output()).toBe(0);
        const stopped = performance.now();
        products[name] = startProduct(name, old.port, databaseUrl);
        await waitReady(products[name]);
        const ready = performance.now();
        // the next one stops only once the balancer sends work to this one again
        await waitBalancerSees(name, 'UP');
        timings.push(
          `${name}: stopped in ${(stopped - at).toFixed(0)} ms, ready ${(ready - stopped).toFixed(0)} ms later, UP for HAProxy after ${(performance.now() - ready).toFixed(0)} ms`,
        );
      }
      await sleep(1_000);
    } finally {
      running = false;
      await Promise.all(clients);
    }
    if (process.env.SHOW_ROLLING)
      console.log(`${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s\n${timings.join('\n')}`);
    // HAProxy's own lines for anything but a clean answer, to tell who closed what
    const unclean = haproxy
      .output()
      .split('\n')
      .filter((l) => l.includes('/api/') && !/ (200|201) .* ---- /.test(l));
    expect(failures, unclean.join('\n')).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    const [{ stored }] = await database.db.select({ stored: count() }).from(companies).where(inArray(companies.id, acknowledged));
    expect(stored).toBe(acknowledged.length);
  }, 180_000);

  it('leave nothing of an upload half stored when the process taking it is killed, and the other keeps serving', async () => {
    const { access_token } = await signIn(proxy);
    const { db } = database;
    const fileType = await createFileType(db);
    const course = await createCourse(db, { provider: (await createTrainingBody(db)).id, typeId: (await createCourseType(db)).id });
    const [filesBefore, partsBefore] = [await db.$count(files), await db.$count(fileContents)];

    // a 6 MiB PDF whose first 3 MiB are sent, the rest never
    const boundary = '----empowerment-balancer';
    const texts = { entity_type: 'Corsi', entity_id: String(course.id), type_id: String(fileType.id), notes: '', spend: '0' };
    const head = Buffer.from(
      Object.entries(texts)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="programma.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024 - 9)]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = http.request(`${proxy}/api/auth/files/`, {
      method: 'POST',
      headers: {
        ...bearer(access_token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + content.length + tail.length,
      },
    });
    const answered = new Promise<number | string>((resolve) => {
      upload.on('response', (res) => resolve(res.statusCode ?? 0));
      upload.on('error', (err) => resolve(err.message));
    });
    upload.write(head);
    upload.write(content.subarray(0, 3 * 1024 * 1024));

    // its parts are being written, in the transaction of the document not yet committed
    const writing = async () => {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and backend_xid is not null`,
      );
      return rows[0].n;
    };
    await msUntil(async () => (await writing()) === 1, 20_000);
    const state = await backendState();
    const serving = (['app1', 'app2'] as const).find((name) => state[name].sessions > 0)!;
    expect(serving).toBeDefined();
    const other = serving === 'app1' ? 'app2' : 'app1';
    products[serving].child.kill('SIGKILL');
    await products[serving].exited;

    // the other keeps serving, through the proxy and on its own
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${proxy}/api/auth/companies/?limit=5`, { headers: bearer(access_token) });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect((await fetch(`${products[other].url}/api/health/ready`)).status).toBe(200);
    // the client is told (HAProxy's 502 or a closed connection), never a success
    expect(await answered).not.toBe(201);
    upload.destroy();

    // PostgreSQL rolled the upload's transaction back when its connection died: no document, no part
    await msUntil(async () => (await writing()) === 0, 10_000);
    expect(await db.$count(files)).toBe(filesBefore);
    expect(await db.$count(fileContents)).toBe(partsBefore);
    await waitBalancerSees(serving, 'DOWN');
  }, 120_000);
});
