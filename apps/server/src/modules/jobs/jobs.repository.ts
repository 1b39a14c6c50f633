import { JOB_FAILURES_SHOWN, JOB_HISTORY_DAYS, JOB_QUEUES, JOB_STATES, type JobQueueKey, type JobsAnswer } from '@empowerment/shared/jobs';
import type pg from 'pg';
import { JOBS_SCHEMA } from '../../lib/jobs';

const QUEUE_KEYS = Object.keys(JOB_QUEUES) as JobQueueKey[];
const keyOf = new Map(QUEUE_KEYS.map((key) => [JOB_QUEUES[key].name as string, key]));

/** pg-boss's own words for the failures it writes itself, as administrators read them. */
const PG_BOSS_FAILURES: Record<string, string> = {
  'job failed by timeout in active state': "Tempo scaduto: l'attività non si è conclusa entro 2 minuti",
  'pg-boss shut down while active': "Interrotta dall'arresto del server",
};

// every job of the last JOB_HISTORY_DAYS, waiting, running or finished (pg-boss moves the finished to its archive)
const RECENT = `(
  SELECT name, state::text AS state, retry_count, created_on, started_on, completed_on, output FROM ${JOBS_SCHEMA}.job
  UNION ALL
  SELECT name, state::text, retry_count, created_on, started_on, completed_on, output FROM ${JOBS_SCHEMA}.archive
) AS recent WHERE name = ANY($1) AND created_on > now() - make_interval(days => ${JOB_HISTORY_DAYS})`;

const COUNTS = `SELECT name, state, count(*)::int AS n FROM ${RECENT} GROUP BY name, state`;

// a job waiting for its next attempt keeps the error of the last one: listed as a failure not yet final
const FAILURES = `SELECT name, at, attempt, final, message FROM (
  SELECT name, COALESCE(completed_on, started_on, created_on) AS at, retry_count + 1 AS attempt, state = 'failed' AS final,
    COALESCE(output->>'message', output->'value'->>'message', output->>'value', '') AS message,
    row_number() OVER (PARTITION BY name ORDER BY COALESCE(completed_on, started_on, created_on) DESC) AS place
  FROM ${RECENT} AND state IN ('retry', 'failed')
) AS failures WHERE place <= ${JOB_FAILURES_SHOWN} ORDER BY at DESC`;

/**
 * Per queue of the product, its jobs of the last days counted by state and its latest failures.
 * Before the queue's first start (its schema not there yet) every count is 0.
 */
export async function jobsOverview(pool: pg.Pool): Promise<JobsAnswer> {
  const queues = QUEUE_KEYS.map((queue) => ({
    queue,
    counts: Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as JobsAnswer['queues'][number]['counts'],
    failures: [] as JobsAnswer['queues'][number]['failures'],
  }));
  const byKey = new Map(queues.map((q) => [q.queue, q]));
  const { rows } = await pool.query<{ installed: boolean }>(`SELECT to_regclass('${JOBS_SCHEMA}.archive') IS NOT NULL AS installed`);
  if (!rows[0].installed) return { queues };
  const names = [...keyOf.keys()];
  const counts = await pool.query<{ name: string; state: string; n: number }>(COUNTS, [names]);
  for (const { name, state, n } of counts.rows) {
    const counted = byKey.get(keyOf.get(name)!)!.counts;
    if (state in counted) counted[state as keyof typeof counted] = n;
  }
  const failures = await pool.query<{ name: string; at: Date; attempt: number; final: boolean; message: string }>(FAILURES, [names]);
  for (const { name, at, attempt, final, message } of failures.rows) {
    byKey.get(keyOf.get(name)!)!.failures.push({ at: at.toISOString(), attempt, final, message: PG_BOSS_FAILURES[message] ?? message });
  }
  return { queues };
}
