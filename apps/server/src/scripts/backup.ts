// npm run backup -- FILE   |   npm run restore -- FILE
// Dumps or restores the whole database (uploaded files included) with PostgreSQL's client tools,
// on the DATABASE_URL server or on the embedded one (start it here: the product must be stopped).
import { spawnSync } from 'node:child_process';
import { closeSync, fchmodSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { consoleLog } from '../lib/console-log';
import { writeSecretFile } from '../db/private-files';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Uso: npm run backup -- FILE  oppure  npm run restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, consoleLog);
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

// The password goes to the tools in a password file of mode 0600 inside a folder of mode 0700, never
// on their command line, which every user of the machine can read (ps).
// The embedded server's superuser: a restore recreates the database's objects, extensions included
// (the next start gives them back to the application's role); with DATABASE_URL, its role.
const url = new URL(database.superuserUrl ?? database.pool.options.connectionString!);
const password = decodeURIComponent(url.password);
url.password = '';
const secretDir = mkdtempSync(path.join(tmpdir(), 'empowerment-backup-'));
const env = { ...process.env };
if (password) {
  const passfile = path.join(secretDir, 'pgpass');
  writeSecretFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, '\\$&')}\n`);
  env.PGPASSFILE = passfile;
}
delete env.PGPASSWORD;

let result;
let dump: number | undefined;
try {
  if (mode === 'backup') {
    // The dump holds every beneficiary's data: created readable by its owner only, before anything is written
    dump = openSync(target, 'w', 0o600);
    fchmodSync(dump, 0o600); // an existing file keeps its mode when reopened
    result = spawnSync('pg_dump', ['--format=custom', `--dbname=${url}`], { stdio: ['ignore', dump, 'inherit'], env });
  } else {
    result = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, target], { stdio: 'inherit', env });
  }
} finally {
  if (dump !== undefined) closeSync(dump);
  rmSync(secretDir, { recursive: true, force: true });
  await database.close();
}
const tool = mode === 'backup' ? 'pg_dump' : 'pg_restore';
if (mode === 'backup' && result.status !== 0) rmSync(target, { force: true }); // no half-written backup mistaken for a good one
if (result.error) console.error(`${tool} non trovato: installa i client di PostgreSQL 15 (Debian: postgresql-client-15)`);
else if (result.status === 0) console.log(mode === 'backup' ? `Backup scritto in ${target}` : `Ripristino da ${target} completato`);
process.exit(result.status ?? 1);
