import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';

/**
 * A statement as the product sent it: its text and values, whether it was a named (prepared) one,
 * and (for a query set read for any beneficiary, see captureForAnyId) which values are her id.
 * `afterAnswer`: the product sends it after the answer, together with the same statement of the calls
 * answered meanwhile (its views in the Registro, plugins/audit-entry viewsWrittenTogether): each value
 * is an array of one, the values of a batch are those arrays joined, and `nowAt` are the values that
 * hold the time of the answer.
 */
export type CapturedQuery = {
  text: string;
  params: unknown[];
  named: boolean;
  idAt?: number[];
  afterAnswer?: boolean;
  nowAt?: number[];
};

/**
 * The SQL that `run` sends through the product's own repository functions, so the baseline runs
 * exactly what the product runs, whatever the repository becomes.
 */
export async function captureQueries(databaseUrl: string, run: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const captured: CapturedQuery[] = [];
  // every statement, drizzle's and the kept ones the product sends itself, goes through the pool's query
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (config: string | { text: string; name?: string; values?: unknown[] }, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const named = typeof config !== 'string' && Boolean(config.name);
    captured.push({ text, params: values ?? (typeof config === 'string' ? [] : (config.values ?? [])), named });
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

/**
 * The SQL `run` sends for any beneficiary: run for two of them, the texts must be the same and the
 * values that differ are her id (the bare server puts another one there for each request).
 */
export async function captureForAnyId(
  databaseUrl: string,
  ids: [number, number],
  run: (db: Db, id: number) => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const [a, b] = await Promise.all(ids.map((id) => captureQueries(databaseUrl, (db) => run(db, id))));
  if (a.length !== b.length) throw new Error(`${a.length} statements for beneficiary ${ids[0]}, ${b.length} for ${ids[1]}`);
  return a.map((q, i) => {
    if (q.text !== b[i].text) throw new Error(`another statement for another beneficiary: ${q.text}`);
    const idAt = q.params.flatMap((v, at) => (v === b[i].params[at] ? [] : [at]));
    const isId = (v: unknown, id: number) => v === id || v === String(id);
    if (idAt.some((at) => !isId(q.params[at], ids[0]) || !isId(b[i].params[at], ids[1]))) {
      throw new Error(`a value other than her id depends on her: ${q.text}`);
    }
    return { ...q, idAt };
  });
}

/** A database handle on its own pool, for reading rows the way the product does. */
export function openDb(databaseUrl: string) {
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
