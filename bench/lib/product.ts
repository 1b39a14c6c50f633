import path from 'node:path';
import { BENCH_DATA, ROOT, SERVER_DIR } from './paths';
import { startNode, type Running } from './processes';

export const ADMIN = { email: 'bench.admin@example.org', password: 'Bench-Password-2024!' };

/**
 * The product as `npm start` runs it (scripts/start.mjs: the compiled server, built first when its
 * sources changed; production mode, info logging, every hook), on the bench database. TRUST_PROXY=1
 * lets the login flood come from many addresses through X-Forwarded-For.
 */
export function startProduct(databaseUrl: string, port: number): Promise<Running> {
  return startNode(path.join(ROOT, 'scripts/start.mjs'), {
    cwd: SERVER_DIR,
    port,
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(BENCH_DATA, 'product'),
      JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing-0123',
      ACCESS_TOKEN_TTL: '12h',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
    },
  });
}

/** Signs the bench's administrator in: the tokens for the API and for the browser's storage. */
export async function signIn(url: string) {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string };
}
