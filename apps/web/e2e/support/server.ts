// Starts the real product for the journeys: a fresh database (on TEST_DATABASE_URL's server, or on
// an embedded server started here), the first administrator, the built web app, on E2E_PORT. The
// product starts as `npm start` starts it (scripts/start.mjs): the compiled server, and the web app
// and the server built first when their sources changed.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../server/src/db/embedded';
import { ADMIN, DB_URL_FILE, E2E_PORT } from './env';

const root = path.resolve(import.meta.dirname, '../../../..');
const dbName = `empowerment_e2e_${E2E_PORT}`;
const withDb = (base: string, db: string) => Object.assign(new URL(base), { pathname: `/${db}` }).toString();

let stopEmbedded: (() => Promise<void>) | undefined;
let base = process.env.TEST_DATABASE_URL;
const tmp = mkdtempSync(path.join(tmpdir(), 'empowerment-e2e-'));
chmodSync(tmp, 0o755);
if (!base) {
  const server = await startEmbeddedPostgres(tmp, { info: () => {}, warn: console.warn, error: console.error });
  base = server.url('postgres');
  stopEmbedded = server.stop;
}
const admin = new pg.Client({ connectionString: withDb(base, 'postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const url = withDb(base, dbName);
mkdirSync(path.dirname(DB_URL_FILE), { recursive: true });
// the URL can carry the embedded server's password: readable by its owner only
writeFileSync(DB_URL_FILE, url, { mode: 0o600 });
chmodSync(DB_URL_FILE, 0o600); // mode applies only when the file is created

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: tmp,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    ACCESS_TOKEN_TTL: '20s',
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  await stopEmbedded?.();
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('exit', () => child.kill('SIGTERM'));
child.on('exit', (code) => {
  if (!stopping) {
    console.error(`the e2e server stopped (${code})`);
    void stopEmbedded?.().finally(() => process.exit(1));
  }
});
