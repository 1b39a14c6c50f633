// npm run backup / restore as an operator runs them, on an embedded database with a real password.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createBeneficiary } from '../src/modules/beneficiaries/beneficiaries.factory';
import { TEST_ENV } from './build-app';

const serverDir = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'empowerment-backup-test-'));
const dataDir = path.join(work, 'data');
const argvLog = path.join(work, 'argv.log');
const tmp = path.join(work, 'tmp');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
mkdirSync(tmp, { mode: 0o700 });

// pg_dump and pg_restore wrapped: each call writes its arguments down, then runs the real tool
const wrappers = path.join(work, 'bin');
mkdirSync(wrappers);
for (const tool of ['pg_dump', 'pg_restore']) {
  const real = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
  const wrapper = path.join(wrappers, tool);
  writeFileSync(wrapper, `#!/bin/sh\nprintf '%s\\n' "${tool}" "$@" >> "${argvLog}"\nexec "${real}" "$@"\n`);
  chmodSync(wrapper, 0o755);
}

function run(mode: 'backup' | 'restore', file: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/backup.ts', mode, file], {
    cwd: serverDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${wrappers}:${process.env.PATH}`,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      INIT_CWD: work,
      TMPDIR: tmp,
      NODE_ENV: 'production',
    },
  });
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The product's database as a start opens it: the embedded server on the data folder, migrated. */
async function openProduct() {
  const database = await openDatabase(loadConfig({ ...TEST_ENV, DATABASE_URL: '', DATA_DIR: dataDir }), quiet);
  await runMigrations(database.pool);
  return database;
}

describe('npm run backup and restore', () => {
  it('write a dump only its owner can read and never put the password on a command line', async () => {
    // a migrated database with one beneficiary, written by the product's own role
    const before = await openProduct();
    const kept = await createBeneficiary(before.db);
    await before.close();

    const dump = path.join(work, 'empowerment.dump');
    writeFileSync(dump, 'an older backup', { mode: 0o644 }); // overwritten, and no longer readable by others
    const backup = run('backup', 'empowerment.dump');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup scritto in ${dump}`);
    expect(statSync(dump).mode & 0o777).toBe(0o600);
    expect(readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP'); // pg_dump's custom format

    const restore = run('restore', 'empowerment.dump');
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Ripristino da ${dump} completato`);

    // the next start finds the restored rows, and its role may write again: the objects the restore
    // made as the superuser are handed back to it
    const after = await openProduct();
    try {
      const { rows } = await after.pool.query('SELECT current_user AS role, fiscal_code FROM beneficiaries');
      expect(rows).toEqual([{ role: 'empowerment', fiscal_code: kept.fiscalCode }]);
      expect((await createBeneficiary(after.db)).id).toBeGreaterThan(kept.id);
    } finally {
      await after.close();
    }

    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    const argv = readFileSync(argvLog, 'utf8');
    expect(argv).toContain('pg_dump\n');
    expect(argv).toContain('pg_restore\n');
    expect(argv).not.toContain(password);
    expect(argv).not.toContain(encodeURIComponent(password));
    // the password file given to the tools is gone with them
    expect(readdirSync(tmp).filter((f) => f.startsWith('empowerment-backup-'))).toEqual([]);
  }, 90_000);
});
