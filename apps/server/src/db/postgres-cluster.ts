import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import { chownSync, closeSync, constants, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeSecretFile } from './private-files';
import { EmbeddedPostgresError } from './embedded-errors';
import type { PostgresBinaries, PostgresUser } from './postgres-binaries';

/** One PostgreSQL cluster folder, run by `user` when the product runs as root. */
export type Cluster = { dir: string; binaries: PostgresBinaries; user?: PostgresUser };
export type RunningCluster = { pid: number; stop: () => Promise<void> };

const OUTPUT_LINES = 30; // kept to explain a failure; the rest of the server's log is dropped

/**
 * How the server's processes reach the cluster folder. Run as another user (the root case), they
 * inherit it from us as an open directory, fd 3, and name it /proc/self/fd/3: the folder may lie
 * under a home of mode 700 that this user cannot traverse, and no permission anywhere has to change.
 * A file handed over the same way (fd 4) is reopened by name, so it must belong to that user.
 */
function handOver(cluster: Cluster, file?: string) {
  if (!cluster.user) return { dataDir: cluster.dir, file, stdio: ['ignore', 'pipe', 'pipe'] as StdioOptions, close: () => {} };
  const fds = [openSync(cluster.dir, constants.O_RDONLY | constants.O_DIRECTORY)];
  if (file) fds.push(openSync(file, 'r'));
  let open = true;
  return {
    dataDir: '/proc/self/fd/3',
    file: file && '/proc/self/fd/4',
    stdio: ['ignore', 'pipe', 'pipe', ...fds] as StdioOptions,
    close: () => {
      if (open) fds.forEach((fd) => closeSync(fd));
      open = false;
    },
  };
}

function run(cluster: Cluster, binary: string, args: string[], stdio: StdioOptions): ChildProcess {
  return spawn(binary, args, {
    stdio,
    // a folder the server's user can enter: PostgreSQL 15 returns to its working folder by name at start
    cwd: cluster.binaries.binDir,
    // only what PostgreSQL needs: the product's own secrets (JWT_SECRET, SMTP_URL ...) stay out of its environment
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', ...(process.env.TZ ? { TZ: process.env.TZ } : {}) },
    ...(cluster.user ?? {}),
  });
}

/** The last lines a process wrote, to say why it failed. */
function tail(child: ChildProcess) {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** Creates the cluster: superuser postgres with that password, scram-sha-256, UTF-8, locale C. */
export async function initialiseCluster(cluster: Cluster, password: string) {
  mkdirSync(cluster.dir, { recursive: true, mode: 0o700 });
  // the password file sits beside the cluster, in the product's private folder, never in a shared tmp
  const pwfile = path.join(path.dirname(cluster.dir), 'postgres-initdb-password');
  rmSync(pwfile, { force: true });
  writeSecretFile(pwfile, `${password}\n`);
  if (cluster.user) {
    chownSync(cluster.dir, cluster.user.uid, cluster.user.gid);
    chownSync(pwfile, cluster.user.uid, cluster.user.gid);
  }
  const handed = handOver(cluster, pwfile);
  try {
    const args = ['-D', handed.dataDir, `--pwfile=${handed.file}`, '--username=postgres', '--auth=scram-sha-256'];
    const child = run(cluster, cluster.binaries.initdb, [...args, '--encoding=UTF8', '--locale=C'], handed.stdio);
    handed.close();
    const output = tail(child);
    const code = await new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(-1));
      child.once('close', resolve);
    });
    if (code !== 0) {
      throw new EmbeddedPostgresError(`Creazione del database incorporato in ${cluster.dir} non riuscita:\n${output()}`);
    }
  } finally {
    handed.close();
    rmSync(pwfile, { force: true });
  }
}

/** Starts the server on 127.0.0.1:port only (no Unix socket) and resolves once it accepts connections. */
export async function startCluster(cluster: Cluster, port: number): Promise<RunningCluster> {
  const handed = handOver(cluster);
  const args = ['-D', handed.dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  let child: ChildProcess;
  try {
    child = run(cluster, cluster.binaries.postgres, args, handed.stdio);
  } finally {
    handed.close();
  }
  const output = tail(child);
  const exited = new Promise<void>((resolve) => {
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    const fail = () =>
      reject(
        new EmbeddedPostgresError(
          `Avvio del PostgreSQL incorporato non riuscito sulla cartella ${cluster.dir}: correggi la causa indicata da PostgreSQL qui sotto e riavvia, oppure imposta DATABASE_URL.\n${output()}`,
        ),
      );
    let recent = ''; // the end of the output so far, in case the line arrives in two pieces
    child.stderr?.on('data', (chunk: Buffer) => {
      recent = (recent + chunk.toString('utf8')).slice(-500);
      if (recent.includes('database system is ready to accept connections')) resolve();
    });
    void exited.then(fail);
  });
  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // fast shutdown
      await exited;
    },
  };
}
