// The product as an operator runs it: its own process, the embedded PostgreSQL on a data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';

const serverDir = path.resolve(import.meta.dirname, '..');
// mode 700, as mkdtemp makes it: the embedded server reaches its folder even as the postgres user
const dataDir = mkdtempSync(path.join(tmpdir(), 'empowerment-process-'));
const ADMIN = { email: 'crash@example.org', password: 'Crash123!' };

type Product = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function startProduct(): Promise<Product> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    detached: true, // its own process group, so the whole product can be killed at once
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, port, output: () => out, exited };
}

async function waitReady(p: Product) {
  for (let i = 0; i < 600; i++) {
    if (p.child.exitCode !== null) throw new Error(`product exited: ${p.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${p.port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`product not ready: ${p.output()}`);
}

const api = async (p: Product, method: string, url: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${p.port}/api${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> };
};

const login = async (p: Product) => (await api(p, 'POST', '/login', ADMIN)).json.access_token as string;
const countLogs = async (p: Product, token: string) =>
  (await api(p, 'GET', '/auth/logs/?get-tot=true&limit=1&entita=costs', undefined, token)).json.total as number;

const running: Product[] = [];
afterAll(async () => {
  for (const p of running) {
    if (p.child.exitCode === null) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the product on its embedded database', () => {
  it('keeps every acknowledged write across SIGKILL, and refuses a second product on the same data folder', async () => {
    const first = await startProduct();
    running.push(first);
    await waitReady(first);
    const token = await login(first);
    for (let i = 0; i < 25; i++) {
      const res = await api(first, 'POST', '/auth/logs/', { entita: 'costs', notes: `scrittura ${i}` }, token);
      expect(res.status).toBe(201);
    }

    const second = await startProduct();
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('è già usata da un altro processo Empowerment');

    // only the node process dies: its PostgreSQL is left running, orphaned
    first.child.kill('SIGKILL');
    await first.exited;
    const afterNodeCrash = await startProduct();
    running.push(afterNodeCrash);
    await waitReady(afterNodeCrash);
    const token2 = await login(afterNodeCrash);
    expect(await countLogs(afterNodeCrash, token2)).toBe(25);
    const res = await api(afterNodeCrash, 'POST', '/auth/logs/', { entita: 'costs', notes: 'ultima' }, token2);
    expect(res.status).toBe(201);

    // the whole product dies at once, database included, as in a power cut
    process.kill(-afterNodeCrash.child.pid!, 'SIGKILL');
    await afterNodeCrash.exited;
    await new Promise((r) => setTimeout(r, 500));
    const afterPowerCut = await startProduct();
    running.push(afterPowerCut);
    await waitReady(afterPowerCut);
    expect(await countLogs(afterPowerCut, await login(afterPowerCut))).toBe(26);

    afterPowerCut.child.kill('SIGTERM');
    expect(await afterPowerCut.exited).toBe(0);
  }, 180_000);
});
