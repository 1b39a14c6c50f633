import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connect } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/modules/bootstrap';
import { databaseUrl } from './database-url';

export const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  DATA_DIR: path.join(tmpdir(), 'empowerment-test-data'),
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  WEB_DIST: path.join(tmpdir(), 'empowerment-no-web'),
} as const;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl(inject('dbBaseUrl'), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database cloned from the migrated template, for one test file; with a locale ('C', as the
 * embedded server's), a database of that locale made and migrated here (a clone keeps the template's).
 */
export async function createTestDatabase(locale?: 'C') {
  const name = `empowerment_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    locale
      ? `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE '${locale}'`
      : `CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`,
  );
  const url = databaseUrl(inject('dbBaseUrl'), name);
  const database = connect(url, () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  if (locale) {
    await runMigrations(database.pool);
    await seedReferenceData({
      db: database.db,
      config: loadConfig({ ...TEST_ENV, DATABASE_URL: url }),
      log: { info() {}, warn() {} },
    });
  }
  return { url, database };
}

/**
 * A database of its own for the repository tests of one file (or describe), without the app: made
 * before them, closed and dropped after. `const test = useTestDatabase();`, then `test.db` in a test.
 */
export function useTestDatabase() {
  let database: ReturnType<typeof connect> | undefined;
  beforeAll(async () => {
    ({ database } = await createTestDatabase());
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error('the test database is made before the tests run');
      return database.db;
    },
  };
}

/**
 * The real app on its own database; closed (and the database dropped) after the file.
 * Call at the top of a test file: `const t = await useTestApp();`.
 */
export async function useTestApp(
  overrides: Partial<Config> = {},
  { locale, ...options }: Pick<BuildAppOptions, 'logger' | 'onRoute'> & { locale?: 'C' } = {},
) {
  const { database, url } = await createTestDatabase(locale);
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: url }, overrides);
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, config };
}
