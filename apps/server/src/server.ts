import { MSG } from '@empowerment/shared';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { warnIfSuperuser } from './db/app-role';
import { openDatabase } from './db/client';
import { EmbeddedPostgresError } from './db/embedded';
import { runMigrations } from './db/migrate';
import { isDatabaseUnavailable } from './db/unavailable';
import { bootstrap } from './modules/bootstrap';
import { consoleLog } from './lib/console-log';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, consoleLog);
  let closing = false;
  try {
    await runMigrations(database.pool);
    await warnIfSuperuser(database.pool, consoleLog);
    await bootstrap({ db: database.db, config, log: consoleLog });
    const app = await buildApp({ config, database });
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: chiusura in corso`);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      await app.close();
      await database.close();
      process.exit(0);
    };
    // HTTP first, the database last
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ port: config.port, host: config.host });
    console.log(`Empowerment pronto: ${config.publicUrl}`);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) console.error(err.message);
  else if (isDatabaseUnavailable(err)) console.error(`${MSG.databaseUnavailable} (${(err as Error).message})`);
  else console.error(err);
  process.exit(1);
});
