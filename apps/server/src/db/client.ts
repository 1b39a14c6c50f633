import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { changeFeed, CHANGES_CONNECTION_NAME, type ChangeFeed } from './changes';
import { prepareProductDatabase, PRODUCT_DATABASE, startEmbeddedPostgres } from './embedded';
import * as schema from './schema';

/** The database: drizzle over the pool of pg connections (`$client`, for what is sent without drizzle's mapper: lib/prepared keptStatement). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction open on the database: what a statement that needs one connection takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction open on it: what a query that may run in either takes. */
export type Runner = Db | Tx;

/**
 * The pg connection a transaction runs on, for what drizzle does not speak (COPY): the one drizzle
 * took from the pool for it (its session's client). Checked rather than trusted, so that a drizzle
 * that keeps it elsewhere fails here, loudly, instead of sending the statement outside the transaction.
 */
export function connectionOf(tx: Tx): pg.PoolClient {
  const client = (tx as unknown as { _?: { session?: { client?: unknown } } })._?.session?.client;
  if (!(client instanceof pg.Client)) throw new Error('the transaction does not show its pg connection');
  return client as pg.PoolClient;
}
/** Its connection string, the pool, drizzle over it, and the feed of changes committed by any process (./changes.ts) on a connection of its own. */
export type Database = {
  /** Where it is: the export's reader opens its own connection there (modules/export). */
  url: string;
  db: Db;
  pool: pg.Pool;
  changes: ChangeFeed;
  close: () => Promise<void>;
};

type Logger = { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };

// DATE columns come back as 'YYYY-MM-DD' strings, not Dates shifted by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * Nothing waits for the database for ever: a request that cannot have it fails within seconds
 * (503, see ./unavailable.ts) instead of hanging for as long as an outage lasts. Every statement of
 * the API is short (an export reads 500 rows a query, tens of milliseconds even on 100,000
 * beneficiaries), so a few seconds is a generous ceiling. Migrations run apart, without limits.
 */
export const DB_TIMEOUTS = {
  /** To open a connection, or to wait for a free one when all ten are busy. */
  connectMs: 3_000,
  /** The server cancels a statement running longer: a runaway query frees its locks and its connection. */
  statementMs: 5_000,
  /**
   * The client stops waiting for an answer: the one limit that also holds when the server is frozen
   * or cut off without closing the connection, where statement_timeout never fires. Just above
   * statement_timeout, so that a live server answers with its own cancellation first.
   */
  queryMs: 6_000,
  /** A transaction left open by a request that failed half-way is ended by the server. */
  idleInTransactionMs: 10_000,
} as const;

/**
 * A pool of pg connections to `connectionString` with the limits above; a connection dropped while
 * idle is replaced on next use, one given back broken is closed. The API's pool (connect) and the
 * export's reader (modules/export/export.xlsx-writer.ts, a thread of its own) are made here alike.
 */
export function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    statement_timeout: DB_TIMEOUTS.statementMs,
    query_timeout: DB_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
    keepAlive: true, // a peer gone from the network is noticed by TCP, not only by the next query
  });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  // A client in use whose connection breaks reports it to the query it runs; without a listener the
  // 'error' event would also end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  // A client given back while a query of it still waits for its answer (it timed out inside a
  // transaction) has a connection in an unknown state: the late answer would be read as the next
  // query's. It is closed, and the pool drops it.
  pool.on('release', (_err, client) => {
    if (!(client as unknown as { readyForQuery: boolean }).readyForQuery) void client.end().catch(() => {});
  });
  return pool;
}

/** drizzle over `pool`, with the schema: the `Db` every repository function takes. */
export const drizzleOver = (pool: pg.Pool): Db => drizzle(pool, { schema });

export function connect(connectionString: string, onClose?: () => Promise<void>): Database {
  const pool = openPool(connectionString, 10);
  const db = drizzleOver(pool);
  // the same server, role and time limits as the pool's connections, named for pg_stat_activity
  const changes = changeFeed(() => new pg.Client({ ...pool.options, application_name: CHANGES_CONNECTION_NAME }));
  return {
    url: connectionString,
    db,
    pool,
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
      await onClose?.();
    },
  };
}

/**
 * DATABASE_URL when given, otherwise the embedded server on DATA_DIR: one driver, one code path.
 * On the embedded server the application connects as the role that owns its database, not as the
 * superuser (docs/decisions/0030); `superuserUrl` is there for the backup tools only.
 */
export async function openDatabase(config: Config, log: Logger): Promise<Database & { superuserUrl?: string }> {
  if (config.databaseUrl) return connect(config.databaseUrl);
  const server = await startEmbeddedPostgres(config.dataDir, log);
  let url: string;
  try {
    url = await prepareProductDatabase(server, config.dataDir);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { ...connect(url, server.stop), superuserUrl: server.url(PRODUCT_DATABASE) };
}
