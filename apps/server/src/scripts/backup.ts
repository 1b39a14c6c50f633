// npm run backup -- FILE   |   npm run restore -- FILE
// Dumps or restores the whole database (uploaded files included) with PostgreSQL's client tools,
// on the DATABASE_URL server or on the embedded one (start it here: the product must be stopped).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { consoleLog } from '../lib/console-log';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Uso: npm run backup -- FILE  oppure  npm run restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, consoleLog);
const client = await database.pool.connect();
const url = `postgres://${client.user}:${encodeURIComponent(client.password ?? '')}@${client.host}:${client.port}/${client.database}`;
client.release();
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const args =
  mode === 'backup'
    ? ['pg_dump', ['--format=custom', `--file=${target}`, url]]
    : ['pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, target]];
const result = spawnSync(args[0] as string, args[1] as string[], { stdio: 'inherit' });
await database.close();
if (result.error) console.error(`${args[0]} non trovato: installa i client di PostgreSQL 15 (Debian: postgresql-client-15)`);
else if (result.status === 0) console.log(mode === 'backup' ? `Backup scritto in ${target}` : `Ripristino da ${target} completato`);
process.exit(result.status ?? 1);
