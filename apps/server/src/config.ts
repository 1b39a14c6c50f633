import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataDirProblem, ensurePrivateDir, writeSecretFile } from './db/private-files';
import { addressList } from './lib/address-list';
import type { JobTimings } from './lib/job-timings';
import type { MailTransport } from './lib/mail-transport';
import type { RequestTimeLimits } from './lib/request-time-limits';
import { ROOT_DIR } from './paths';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => /^\d+[smhd]$/.test(v), 'usa un numero seguito da s, m, h o d (es. 15m, 7d)');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('data'),
  JWT_SECRET: z.string().min(32, 'deve contenere almeno 32 caratteri').optional(),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('7d'),
  RESET_TOKEN_TTL: duration('1h'),
  INVITE_TOKEN_TTL: duration('72h'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Empowerment <no-reply@empowerment.local>'),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How long a stopping process stays reachable while not ready, so that a balancer stops sending it work first. */
  STOP_DELAY: duration('0s'),
  /** Who may read /metrics: addresses and networks, comma-separated (this machine only by default). */
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1, ::1')
    .superRefine((text, ctx) => {
      try {
        addressList(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  resetTokenTtlSec: number;
  inviteTokenTtlSec: number;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  admin?: { email: string; password?: string };
  logLevel: string;
  webDist: string;
  /** Proxies in front of the product whose X-Forwarded-For is believed (0: none). */
  trustProxy: number;
  /** The addresses and networks that may read /metrics (plugins/metrics). */
  metricsAllow: string;
  /** Seconds a stop keeps listening, not ready, before it closes the listening socket (lib/graceful-stop). */
  stopDelaySec: number;
  /** Replaces LOGIN_LIMITS.strangerHashing, the hashing budget of unknown clients (tests). */
  strangerHashing?: { coreShare: number; burstMs: number };
  /** Replaces some of REQUEST_TIME_LIMITS, how long a client may take over its request (tests). */
  requestTimeLimits?: Partial<RequestTimeLimits>;
  /** Whether this process runs the job queue (lib/jobs): always, but in the tests that do not need it. */
  jobs: boolean;
  /** Whether this process seals the Registro's new entries (modules/logs/log-chain): always, but in the tests that do not need it. */
  logSealer: boolean;
  /** Replaces some of JOB_TIMINGS (tests). */
  jobTimings?: Partial<JobTimings>;
  /** Replaces the SMTP transport of SMTP_URL (tests). */
  mailTransport?: MailTransport;
};

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;
export const toSeconds = (v: string) => Number(v.slice(0, -1)) * UNIT_SECONDS[v.slice(-1) as keyof typeof UNIT_SECONDS];

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) throw new ConfigError('Configurazione non valida: ADMIN_PASSWORD richiede ADMIN_EMAIL');
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR);
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? '',
    accessTokenTtlSec: toSeconds(e.ACCESS_TOKEN_TTL),
    refreshTokenTtlSec: toSeconds(e.REFRESH_TOKEN_TTL),
    resetTokenTtlSec: toSeconds(e.RESET_TOKEN_TTL),
    inviteTokenTtlSec: toSeconds(e.INVITE_TOKEN_TTL),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(ROOT_DIR, e.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    metricsAllow: e.METRICS_ALLOW,
    stopDelaySec: toSeconds(e.STOP_DELAY),
    jobs: e.NODE_ENV !== 'test',
    logSealer: e.NODE_ENV !== 'test',
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = readOrCreateSecret(dataDir);
  return config;
}

/** Without JWT_SECRET a random secret is made once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    ensurePrivateDir(dataDir);
    const secret = randomBytes(48).toString('base64url');
    writeSecretFile(file, secret);
    return secret;
  } catch (err) {
    throw new ConfigError(dataDirProblem(dataDir, err));
  }
}
