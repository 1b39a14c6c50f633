// The database stops answering without closing its connections (a frozen server, a cut network):
// requests fail fast with 503, the health probe says so, and everything comes back by itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@empowerment/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { TEST_ENV } from './build-app';
import { authHeader, createAdmin, TEST_PASSWORD } from './factories';

const quiet = { info: () => {}, warn: () => {}, error: console.error };
const dir = mkdtempSync(path.join(tmpdir(), 'empowerment-outage-'));
const server = await startEmbeddedPostgres(dir, quiet);
await ensureDatabase(server.url('postgres'), 'empowerment');
const database = connect(server.url('empowerment'));
await runMigrations(database.pool);
const app = await buildApp({ config: loadConfig({ ...TEST_ENV, DATABASE_URL: server.url('empowerment') }), database, logger: false });
await app.ready();

const children = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
};
/** Every process of the server: the postmaster first, so that it starts no backend once the others are listed. */
function signalServer(signal: 'SIGSTOP' | 'SIGCONT') {
  process.kill(server.pid, signal);
  for (const pid of children(server.pid)) {
    try {
      process.kill(pid, signal);
    } catch (err) {
      // a backend or worker that ended since it was listed has nothing left to stop or resume
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  }
}

afterAll(async () => {
  signalServer('SIGCONT');
  await app.close();
  await database.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function timed<T>(work: () => Promise<T>) {
  const start = Date.now();
  const result = await work();
  return { result, ms: Date.now() - start };
}

describe('a database that stops answering', () => {
  it('answers 503 within seconds while it is frozen, and recovers by itself when it is back', async () => {
    const admin = await createAdmin(database.db);
    const auth = await authHeader(app, admin);
    const logs = () => app.inject({ method: 'GET', url: '/api/auth/logs/?limit=1', headers: auth });
    const login = () => app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: TEST_PASSWORD } });
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    expect((await logs()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(201);

    signalServer('SIGSTOP');
    try {
      const [read, signIn, probe] = await Promise.all([timed(logs), timed(login), timed(health)]);
      for (const { result, ms } of [read, signIn]) {
        expect(result.statusCode).toBe(503);
        expect(result.json()).toEqual({ error: MSG.databaseUnavailable }); // nothing else: no stack, no SQL
        expect(ms).toBeLessThan(9_000);
      }
      expect(probe.result.statusCode).toBe(503);
      expect(probe.result.json()).toEqual({ status: 'down', error: MSG.databaseUnavailable });
      expect(probe.ms).toBeLessThan(6_000);
      // still down, still fast, with every connection of the pool stuck or gone
      const again = await timed(logs);
      expect(again.result.statusCode).toBe(503);
      expect(again.ms).toBeLessThan(9_000);
    } finally {
      signalServer('SIGCONT');
    }

    let back = await health();
    for (let i = 0; i < 50 && back.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      back = await health();
    }
    expect(back.json()).toEqual({ status: 'ok' });
    expect((await logs()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(201);
  }, 60_000);
});
