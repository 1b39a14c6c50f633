import { JOB_HISTORY_DAYS, JOB_QUEUES, type JobQueueKey } from '@empowerment/shared/jobs';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { connectionOf, type Runner, type Tx } from '../db/client';
import type { JobTimings } from './job-timings';

/** The schema pg-boss keeps its tables in, beside the product's own; pg-boss creates and migrates it. */
export const JOBS_SCHEMA = 'pgboss';
/** Its connections' name in pg_stat_activity. */
export const JOBS_CONNECTION_NAME = 'empowerment jobs';

/** A job still active after this long is failed by pg-boss and tried again (an SMTP exchange that hangs). */
const EXPIRE_IN_SEC = 120;
/** Serialises the queue's start among processes (any constant; db/migrate.ts and the first administrator use the two before it). */
const START_LOCK_KEY = 725_004_213;
/** How long a stop waits for the jobs in flight, within the graceful stop's own deadline (lib/graceful-stop). */
const STOP_WAIT_MS = 5_000;

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

export type Jobs = {
  /**
   * Puts a job in its queue within the transaction `db` runs in: it exists only if that transaction
   * commits (a request that fails leaves nothing to do). Outside a transaction, one of its own.
   */
  send(db: Runner, queue: JobQueueKey, data: Record<string, unknown>): Promise<void>;
  /** This process works on the queue: one job at a time, each polled every `pollingSec`. */
  work(queue: JobQueueKey, handler: JobHandler): Promise<void>;
  /** The job runs on `cron` (Italian time), in one process only, whichever takes it. */
  schedule(queue: JobQueueKey, cron: string): Promise<void>;
  /** Stops fetching, waits for the jobs in flight (STOP_WAIT_MS at most), closes its connections. */
  stop(): Promise<void>;
};

/** pg-boss's statements run on the connection of an open transaction. */
const onConnection = (client: pg.PoolClient) => ({
  executeSql: (text: string, values: unknown[]) => client.query(text, values),
});

/**
 * The job queue on the product's database (pg-boss, schema JOBS_SCHEMA): its own two connections,
 * with the pool's server, role and time limits. Creates or migrates its schema and the product's
 * queues; the caller adds workers and schedules.
 */
export async function startJobs(opts: { pool: pg.Pool; timings: JobTimings; log: Log }): Promise<Jobs> {
  const { timings, log } = opts;
  const boss = new PgBoss({
    ...(opts.pool.options as PgBoss.DatabaseOptions),
    max: 2,
    application_name: JOBS_CONNECTION_NAME,
    schema: JOBS_SCHEMA,
    cronMonitorIntervalSeconds: timings.cronMonitorSec,
    cronWorkerIntervalSeconds: timings.cronWorkerSec,
    // a finished job is kept (counted for the administrators) this long, then dropped
    deleteAfterDays: JOB_HISTORY_DAYS,
  });
  // a database outage makes every poll fail: said once, then once a minute with the count
  let lastWarned = 0;
  let unsaid = 0;
  boss.on('error', (err) => {
    if (Date.now() - lastWarned < 60_000) {
      unsaid++;
      return;
    }
    log.warn({ err, since: unsaid }, 'coda delle attività in background: errore');
    lastWarned = Date.now();
    unsaid = 0;
  });
  // processes starting together on a new database take turns: two pg-boss create_queue at once
  // deadlock (each adds a foreign key to the queue table the other is writing), and one start fails
  const lock = await opts.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    await boss.start();
    for (const { name } of Object.values(JOB_QUEUES)) await boss.createQueue(name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => {});
    lock.release();
  }

  const jobOptions = {
    retryLimit: timings.retryLimit,
    retryDelay: timings.retryDelaySec,
    retryBackoff: timings.retryBackoff,
    expireInSeconds: EXPIRE_IN_SEC,
  };
  return {
    async send(db, queue, data) {
      const add = (tx: Tx) => boss.send(JOB_QUEUES[queue].name, data, { ...jobOptions, db: onConnection(connectionOf(tx)) });
      // in a transaction a nested one is a savepoint: the job still commits with the caller's work
      await db.transaction(async (tx) => {
        if (!(await add(tx))) throw new Error(`queue ${queue} does not exist`);
      });
    },
    async work(queue, handler) {
      await boss.work<Record<string, unknown>>(
        JOB_QUEUES[queue].name,
        { batchSize: 1, pollingIntervalSeconds: timings.pollingSec },
        async ([job]) => handler(job.data),
      );
    },
    async schedule(queue, cron) {
      await boss.schedule(JOB_QUEUES[queue].name, cron, {}, { ...jobOptions, tz: 'Europe/Rome' });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
      log.info({}, 'coda delle attività in background chiusa');
    },
  };
}
