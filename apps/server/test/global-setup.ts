import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/modules/bootstrap';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    dbBaseUrl: string;
    templateDb: string;
  }
}

const quiet = { info: () => {}, warn: console.warn, error: console.error };

/**
 * Once per run: the PostgreSQL of TEST_DATABASE_URL (or an embedded one started here) gets a
 * migrated template database; every test file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  let baseUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  if (!baseUrl) {
    tmp = await mkdtemp(path.join(tmpdir(), 'empowerment-test-'));
    await chmod(tmp, 0o755); // the embedded server runs as its own system user when we are root
    const server = await startEmbeddedPostgres(tmp, quiet);
    baseUrl = server.url('postgres');
    stopEmbedded = server.stop;
  }
  const templateDb = `empowerment_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  await admin.end();

  const template = connect(databaseUrl(baseUrl, templateDb));
  await runMigrations(template.pool);
  await seedReferenceData({ db: template.db, config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }), log: quiet });
  await template.close();

  project.provide('dbBaseUrl', baseUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const c = new pg.Client({ connectionString: databaseUrl(baseUrl!, 'postgres') });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    await c.end();
    await stopEmbedded?.();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}
