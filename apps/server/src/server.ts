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
import { stopOnSignals } from './lib/graceful-stop';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, consoleLog);
  try {
    await runMigrations(database.pool);
    await warnIfSuperuser(database.pool, consoleLog);
    await bootstrap({ db: database.db, config, log: consoleLog });
    const app = await buildApp({ config, database });
    stopOnSignals(app, database, app.log, { delayMs: config.stopDelaySec * 1000 });
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
