// `npm start` from a fresh clone inside a folder other users cannot enter (a home of mode 700, as
// /root), with the data where the README says: ./data in the clone. The server runs as in
// production: compiled to dist/server.js in the clone, which then finds its migrations there (and
// its xlsx writer's thread, dist/xlsx-writer.js). Run as root, this is the case
// where the embedded PostgreSQL, which runs as the postgres user, can reach neither its binaries
// under node_modules nor the data folder by path.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
// hard links make the clone in a second when the temporary folder is on the repository's disk
const base = statSync(tmpdir()).dev === statSync(repo).dev ? tmpdir() : path.dirname(repo);
const home = mkdtempSync(path.join(base, 'empowerment-home-'));
chmodSync(home, 0o700);
const clone = path.join(home, 'empowerment');
const tmp = path.join(home, 'tmp');
mkdirSync(path.join(clone, 'apps'), { recursive: true, mode: 0o755 });
mkdirSync(tmp, { mode: 0o700 });
for (const part of ['package.json', 'node_modules', 'packages', 'apps/server']) {
  const into = path.dirname(path.join(clone, part));
  const linked = spawnSync('cp', ['-al', path.join(repo, part), into]);
  if (linked.status !== 0) spawnSync('cp', ['-a', path.join(repo, part), into]);
}
// the clone's own build (a linked dist/ would be the repository's files, written through the links)
rmSync(path.join(clone, 'apps/server/dist'), { recursive: true, force: true });
const build = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(clone, 'apps/server'), encoding: 'utf8' });
if (build.status !== 0) throw new Error(`the server's build failed:\n${build.stderr}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

type Product = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function start(env: Record<string, string> = {}): Promise<Product> {
  const port = await freePort();
  const { DATA_DIR: _ignored, ...inherited } = process.env;
  let out = '';
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(clone, 'apps/server'),
    env: {
      ...inherited,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'first@example.org',
      ADMIN_PASSWORD: 'First123!',
      WEB_DIST: path.join(home, 'no-web'),
      TMPDIR: tmp,
      ...env,
    },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, port, output: () => out, exited };
}

async function waitHealthy(p: Product) {
  for (let i = 0; i < 500; i++) {
    if (p.child.exitCode !== null) throw new Error(`the product stopped:\n${p.output()}`);
    const res = await fetch(`http://127.0.0.1:${p.port}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the product never answered:\n${p.output()}`);
}

/** Every file under dir, the cluster's own folder aside. */
function filesUnder(dir: string, skip?: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (full === skip) return [];
    return e.isDirectory() ? filesUnder(full, skip) : [full];
  });
}

const started: Product[] = [];
afterAll(async () => {
  for (const p of started) {
    if (p.child.exitCode === null) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  }
  rmSync(home, { recursive: true, force: true });
});

describe('the first start of a clone in a folder of mode 700', () => {
  it('just works, with the data in ./data, nothing secret readable by others and nothing left in tmp', async () => {
    const product = await start();
    started.push(product);
    await waitHealthy(product);

    const data = path.join(clone, 'data');
    expect(existsSync(path.join(data, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(statSync(data).mode & 0o777).toBe(0o700);
    const secrets = ['jwt-secret', 'postgres-password', 'postgres-app-password'];
    for (const secret of secrets) expect(statSync(path.join(data, secret)).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(data, 'postgres')).mode & 0o777).toBe(0o700);
    // the passwords of the superuser and of the application's role are written in one place only, their 0600 file
    for (const secret of ['postgres-password', 'postgres-app-password']) {
      const password = readFileSync(path.join(data, secret), 'utf8').trim();
      const holders = [...filesUnder(data, path.join(data, 'postgres')), ...filesUnder(tmp)].filter((f) =>
        readFileSync(f, 'utf8').includes(password),
      );
      expect(holders).toEqual([path.join(data, secret)]);
      expect(product.output()).not.toContain(password);
    }

    // the product's connections are its own role's, which is no superuser (docs/decisions/0030)
    const port = /PostgreSQL incorporato attivo su 127\.0\.0\.1:(\d+)/.exec(product.output())?.[1];
    const as = (user: string, secret: string) =>
      new pg.Client({
        host: '127.0.0.1',
        port: Number(port),
        database: 'postgres',
        user,
        password: readFileSync(path.join(data, secret), 'utf8').trim(),
      });
    const superuser = as('postgres', 'postgres-password');
    await superuser.connect();
    try {
      await waitHealthy(product); // a pool connection in use a moment ago, still open
      const { rows } = await superuser.query(
        `SELECT DISTINCT a.usename AS role, r.rolsuper AS superuser FROM pg_stat_activity a JOIN pg_roles r ON r.rolname = a.usename
          WHERE a.datname = 'empowerment' AND a.pid <> pg_backend_pid()`,
      );
      expect(rows).toEqual([{ role: 'empowerment', superuser: false }]);
      // the server is the product's: its role enters no other database
      await expect(as('empowerment', 'postgres-app-password').connect()).rejects.toThrow(/permission denied for database "postgres"/);
    } finally {
      await superuser.end();
    }

    // an xlsx export, written by the compiled writer's thread beside dist/server.js (decision 0054)
    const url = `http://127.0.0.1:${product.port}/api`;
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first@example.org', password: 'First123!' }),
    });
    expect(login.status).toBe(201);
    const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    // no beneficiary yet: the refused export is the Registro's first entry, which the logs' export holds
    expect((await fetch(`${url}/auth/export/?export-type=beneficiaries`, { headers: auth })).status).toBe(404);
    await vi.waitFor(
      async () => expect((await fetch(`${url}/auth/export/count?type=logs&include_views=true`, { headers: auth })).status).toBe(200),
      {
        timeout: 10_000,
      },
    );
    const file = await fetch(`${url}/auth/export/?export-type=logs&include_views=true`, { headers: auth });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0].rowCount).toBeGreaterThan(1);
    // Zod's own messages are Italian in the compiled server too: the bundle keeps the locale, which
    // the app imports itself (the package's index is taken for pure, its bare imports dropped)
    const compiled = readFileSync(path.join(clone, 'apps/server/dist/server.js'), 'utf8');
    expect(compiled).toMatch(/config\(it\(\)\)/);
    expect(compiled).toMatch(/^init_zod_locale\(\);$/m);

    product.child.kill('SIGTERM');
    expect(await product.exited).toBe(0);
    expect(existsSync(path.join(data, 'empowerment.pid'))).toBe(false);
  }, 150_000);

  it('stops with one Italian sentence and leaves no lock behind when PostgreSQL refuses the database folder', async () => {
    const dataDir = path.join(home, 'broken');
    mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '9\n');
    const product = await start({ DATA_DIR: dataDir });
    started.push(product);
    expect(await product.exited).toBe(1);
    expect(product.output()).toContain('Avvio del PostgreSQL incorporato non riuscito');
    expect(product.output()).not.toMatch(/^\s+at /m); // no stack trace
    expect(existsSync(path.join(dataDir, 'empowerment.pid'))).toBe(false);
  }, 60_000);
});
