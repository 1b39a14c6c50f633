import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';

export type CapturedQuery = { text: string; params: unknown[] };

/**
 * The SQL that `run` sends through the product's own repository functions, so the baseline runs
 * exactly what the product runs, whatever the repository becomes.
 */
export async function captureQueries(databaseUrl: string, run: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const captured: CapturedQuery[] = [];
  // every statement, drizzle's and the kept ones the product sends itself, goes through the pool's query
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (config: string | { text: string }, values: unknown[] = []) => {
    captured.push({ text: typeof config === 'string' ? config : config.text, params: values });
    return query(config, values);
  };
  const db = drizzle(pool, { schema });
  try {
    await run(db as unknown as Db);
  } finally {
    await pool.end();
  }
  return captured;
}

/** A database handle on its own pool, for reading rows the way the product does. */
export function openDb(databaseUrl: string) {
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
