import { spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { TEST_ENV } from './build-app';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The product in a process of its own, started from its sources as production runs it: on this
 * database and port of 127.0.0.1, with its first administrator; `env` adds or replaces variables.
 */
export function spawnProduct(opts: {
  databaseUrl: string;
  port: number;
  admin: { email: string; password: string };
  env?: Record<string, string>;
  stdio?: StdioOptions;
}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    stdio: opts.stdio,
    env: {
      ...process.env,
      ...TEST_ENV,
      NODE_ENV: 'production',
      DATABASE_URL: opts.databaseUrl,
      TEST_DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      ADMIN_EMAIL: opts.admin.email,
      ADMIN_PASSWORD: opts.admin.password,
      ...opts.env,
    },
  });
}
