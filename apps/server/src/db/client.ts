import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction open on it: what a query that may run in either takes. */
export type Runner = Db | Tx;
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

type Logger = { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };

// DATE columns come back as 'YYYY-MM-DD' strings, not Dates shifted by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function connect(connectionString: string, onClose?: () => Promise<void>): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    close: async () => {
      await pool.end();
      await onClose?.();
    },
  };
}

/** DATABASE_URL when given, otherwise the embedded server on DATA_DIR: one driver, one code path. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  if (config.databaseUrl) return connect(config.databaseUrl);
  const server = await startEmbeddedPostgres(config.dataDir, log);
  try {
    await ensureDatabase(server.url('postgres'), 'empowerment');
  } catch (err) {
    await server.stop();
    throw err;
  }
  return connect(server.url('empowerment'), server.stop);
}
