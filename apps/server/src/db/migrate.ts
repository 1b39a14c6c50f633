import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../paths';

// read at start-up from the sources, by the TypeScript and by the bundle alike (they are not bundled)
const MIGRATIONS = path.join(SERVER_DIR, 'src/db/migrations');
const LOCK_KEY = 725_004_211; // any constant: serialises the migrations of processes starting together

/** Applies the committed drizzle-kit migrations, the same way on the embedded and on an external server. */
export async function runMigrations(pool: pg.Pool) {
  // Its own connection to the pool's server, without the API's time limits: a migration may
  // rewrite a large table, and a start must not fail because it takes longer than a request may.
  const client = new pg.Client({
    ...pool.options,
    statement_timeout: undefined,
    query_timeout: undefined,
    idle_in_transaction_session_timeout: undefined,
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
