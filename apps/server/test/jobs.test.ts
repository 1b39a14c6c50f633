// The job queue (lib/jobs, decision 0047) in two API processes on one database: a scheduled job
// runs once, not once per process; a mail is delivered once, after its failed attempts; a request
// that fails leaves no job; administrators see the queues.
import { STATUS_MESSAGES } from '@empowerment/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';
import { mailOutbox, refreshTokens } from '../src/db/schema';
import { JOBS_SCHEMA } from '../src/lib/jobs';
import type { Mail } from '../src/lib/mail-transport';
import { createTestDatabase, TEST_ENV } from './build-app';
import { authHeader, createAdmin, createOperator } from './factories';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// the schedule below fires in this minute of every hour: the apps start early in it, so it fires once
if (new Date().getSeconds() > 40) await sleep((61 - new Date().getSeconds()) * 1000);
const thisMinute = new Date().getMinutes();

/** The mail server: refuses the first attempt for each address in `refusing` times, then accepts; 'always' never does. */
const refusing = new Map<string, number | 'always'>();
const accepted: Mail[] = [];
const attempts: string[] = [];
const transport = {
  async sendMail(mail: Mail & { from: string }) {
    attempts.push(mail.to);
    const left = refusing.get(mail.to);
    if (left === 'always' || (typeof left === 'number' && left > 0)) {
      if (left !== 'always') refusing.set(mail.to, left - 1);
      throw Object.assign(new Error(`Recipient address rejected: <${mail.to}> mailbox full`), { code: 'EENVELOPE', responseCode: 452 });
    }
    accepted.push(mail);
  },
};

const { url, database } = await createTestDatabase();
const config = loadConfig(
  { ...TEST_ENV, DATABASE_URL: url },
  {
    jobs: true,
    mailTransport: transport,
    jobTimings: {
      retryDelaySec: 1,
      retryBackoff: false,
      pollingSec: 0.5,
      cronMonitorSec: 1,
      cronWorkerSec: 1,
      retentionCron: `${thisMinute} * * * *`,
    },
  },
);
// a row the retention sweep deletes: a session ended a day ago
const operator = await createOperator(database.db);
await database.db.insert(refreshTokens).values({ operatorId: operator.id, expiresAt: new Date(Date.now() - 86_400_000) });

// both start at once, as in a deployment: the queue's schema is made once, whichever gets there first
const databaseB = connect(url);
const started = performance.now();
const [a, b] = await Promise.all([buildApp({ config, database, logger: false }), buildApp({ config, database: databaseB, logger: false })]);
const startMs = performance.now() - started;
await Promise.all([a.ready(), b.ready()]);
afterAll(async () => {
  await b.close();
  await databaseB.close();
  await a.close();
  await database.close();
});

const db = database.db;
const query = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];
const jobsOf = (queue: string) =>
  query<{ state: string; retry_count: number; output: unknown }>(
    `SELECT state::text, retry_count, output FROM ${JOBS_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    [queue],
  );

/** Waits until `check` holds, looking every 100 ms; fails past `limitMs`. */
async function until(check: () => Promise<boolean>, limitMs = 15_000) {
  const end = performance.now() + limitMs;
  while (!(await check())) {
    if (performance.now() > end) throw new Error('not within the time limit');
    await sleep(100);
  }
}

let lastIp = 0;
const askResetLink = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/request-reset-password/', payload: { email }, remoteAddress: `10.88.0.${++lastIp}` });

describe('the job queue in two processes', () => {
  beforeAll(() => {
    // seen in the test's output: two starts on a database without the queue's schema yet
    console.info(`job queue: two apps started together in ${Math.round(startMs)} ms`);
  });

  it('runs a scheduled job once, not once per process', async () => {
    await until(async () => (await jobsOf('retention')).some((j) => j.state === 'completed'));
    // both processes keep looking at the schedule every second, the job due in this minute: nothing more comes
    await sleep(3_000);
    const runs = await jobsOf('retention');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ state: 'completed', output: expect.objectContaining({ sessions: 1 }) });
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.operatorId, operator.id))).toEqual([]);
  });

  it('delivers a mail once, after a failed attempt, whichever process asked for it', async () => {
    const someone = await createOperator(db);
    refusing.set(someone.email, 1);
    expect((await askResetLink(b, someone.email)).statusCode).toBe(200);
    await until(async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, someone.email)))[0]?.sentAt != null);
    // more than one poll of both workers later, still one delivery
    await sleep(1_500);
    expect(attempts.filter((to) => to === someone.email)).toHaveLength(2);
    expect(accepted.filter((m) => m.to === someone.email)).toEqual([
      expect.objectContaining({
        to: someone.email,
        subject: 'Empowerment - Recupero password',
        text: expect.stringContaining('/reset-password?token='),
      }),
    ]);
    const done = (await jobsOf('mail-delivery')).filter((j) => j.state === 'completed');
    expect(done).toContainEqual(expect.objectContaining({ retry_count: 1 }));
  });

  it('enqueues nothing for a request that fails: neither the mail nor its delivery', async () => {
    await createAdmin(db); // a bug report is mailed to every administrator
    const reporter = await createOperator(db);
    const before = (await jobsOf('mail-delivery')).length;
    const reportMails = async () => (await query(`SELECT id FROM mail_outbox WHERE subject LIKE 'Nuova segnalazione%'`)).length;
    const mailsBefore = await reportMails();
    // the request's last step, in its transaction, fails: everything it did is rolled back
    const fail = async (request: { headers: Record<string, unknown> }) => {
      if (request.headers['x-test-fail']) throw new Error('the last step failed');
    };
    (a.beforeCommit as unknown[]).push(fail);
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/bug-reports/',
      headers: { ...(await authHeader(a, reporter)), 'x-test-fail': '1' },
      payload: { subject: 'Rollback', description: 'Questa segnalazione non resta', page: '/beneficiari' },
    });
    expect(res.statusCode).toBe(500);
    expect(await query(`SELECT id FROM bug_reports WHERE subject = 'Rollback'`)).toEqual([]);
    expect(await reportMails()).toBe(mailsBefore);
    expect(await jobsOf('mail-delivery')).toHaveLength(before);

    // the same request, committed: its mails and their deliveries
    const ok = await a.inject({
      method: 'POST',
      url: '/api/auth/bug-reports/',
      headers: await authHeader(a, reporter),
      payload: { subject: 'Commit', description: 'Questa segnalazione resta', page: '/beneficiari' },
    });
    expect(ok.statusCode).toBe(201);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Nuova segnalazione n. ${ok.json().ID}`));
    expect(mails.length).toBeGreaterThan(0);
    expect((await jobsOf('mail-delivery')).length).toBe(before + mails.length);
  });

  it('shows administrators each queue: counts by state and the latest failures, without addresses', async () => {
    const unreachable = await createOperator(db);
    refusing.set(unreachable.email, 'always');
    expect((await askResetLink(a, unreachable.email)).statusCode).toBe(200);
    await until(async () => (await jobsOf('mail-delivery')).some((j) => j.state === 'retry'));

    const admin = await createAdmin(db);
    const res = await a.inject({ method: 'GET', url: '/api/auth/jobs', headers: await authHeader(a, admin) });
    expect(res.statusCode).toBe(200);
    const [mail, retention] = res.json().queues;
    expect(mail.queue).toBe('mailDelivery');
    expect(mail.counts.completed).toBeGreaterThanOrEqual(2);
    expect(mail.counts.retry + mail.counts.active + mail.counts.created).toBeGreaterThanOrEqual(1);
    expect(mail.failures[0]).toEqual({
      at: expect.any(String),
      attempt: expect.any(Number),
      final: false,
      message: 'EENVELOPE 452 Recipient address rejected: <indirizzo> mailbox full',
    });
    expect(res.body).not.toContain(unreachable.email);
    expect(retention).toEqual({ queue: 'retention', counts: { created: 0, retry: 0, active: 0, completed: 1, failed: 0 }, failures: [] });
  });

  it('refuses the queues to operators and to anonymous callers', async () => {
    const plain = await createOperator(db);
    const res = await a.inject({ method: 'GET', url: '/api/auth/jobs', headers: await authHeader(a, plain) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: STATUS_MESSAGES[403] });
    expect((await b.inject({ method: 'GET', url: '/api/auth/jobs' })).statusCode).toBe(401);
  });
});
