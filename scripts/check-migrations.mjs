#!/usr/bin/env node
// The Drizzle schema and the committed migrations agree: drizzle-kit generate, run against a copy
// of the migrations folder, has nothing to add. Exits 1 (showing what it would write) otherwise.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const committed = path.join(server, 'src/db/migrations');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');

/** Every file under dir, by path relative to it, with its content. */
function snapshot(dir) {
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file, 'utf8'));
  }
  return files;
}

const copy = mkdtempSync(path.join(tmpdir(), 'empowerment-migrations-'));
try {
  cpSync(committed, copy, { recursive: true });
  const before = snapshot(copy);
  // No terminal: a question (a rename?) ends the run instead of waiting for an answer.
  const result = spawnSync(process.execPath, [drizzleKit, 'generate'], {
    cwd: server,
    // drizzle-kit reads `out` as relative to the config (an absolute path gets './' put before it).
    env: { ...process.env, DRIZZLE_MIGRATIONS_DIR: path.relative(server, copy) },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 120_000,
  });
  const after = snapshot(copy);
  const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
  // drizzle-kit exits 0 even when it fails: only its own "nothing to migrate" counts as agreement.
  const agreed = result.status === 0 && /No schema changes/.test(result.stdout ?? '');
  if (changed.length === 0 && !agreed) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`drizzle-kit generate failed (exit ${result.status ?? result.signal})`);
    process.exitCode = 1;
  } else if (changed.length > 0) {
    console.error('The Drizzle schema and the committed migrations disagree. drizzle-kit generate would write:');
    for (const file of changed) {
      console.error(`\n--- ${file}`);
      if (file.endsWith('.sql')) console.error(after.get(file));
    }
    console.error('\nRun `npm run db:generate -w @empowerment/server` and commit the migration.');
    process.exitCode = 1;
  } else console.log('Migrations up to date: the schema needs no new migration.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
