import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { BENCH_DATA } from './paths';

/** The bench's own database; BENCH_DATABASE names another so that two benches can run side by side. */
const NAME = process.env.BENCH_DATABASE ?? 'empowerment_bench';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(NAME)) throw new Error(`BENCH_DATABASE must be a plain lower-case name, not ${NAME}`);

const withDatabase = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type BenchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A migrated, empty database of the bench's own: on TEST_DATABASE_URL's server when set, otherwise
 * on an embedded server under bench/.data. `drop` removes it (and stops the embedded server).
 */
export async function createBenchDatabase(log: (m: string) => void): Promise<BenchDatabase> {
  const embedded = process.env.TEST_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(BENCH_DATA, 'embedded'), { info: log, warn: log, error: log });
  const adminUrl = process.env.TEST_DATABASE_URL ? withDatabase(process.env.TEST_DATABASE_URL, 'postgres') : embedded!.url('postgres');
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${NAME}`);
  const url = withDatabase(adminUrl, NAME);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  return {
    url,
    drop: async () => {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      await embedded?.stop();
    },
  };
}
