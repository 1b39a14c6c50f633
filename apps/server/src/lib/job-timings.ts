/** When the queue looks for work and tries again (docs/decisions/0047-job-queue.md). */
export type JobTimings = {
  /** Seconds before the first new attempt of a failed job; with backoff each wait about doubles (with jitter). */
  retryDelaySec: number;
  retryBackoff: boolean;
  /** New attempts after the first: 5 spread over about half an hour with backoff. */
  retryLimit: number;
  /** How often each process's worker asks for a job of its queue. */
  pollingSec: number;
  /** How often the processes look at the schedules (one of them each time, by a row of pg-boss's). */
  cronMonitorSec: number;
  /** How often a scheduled job found due is put in its queue. */
  cronWorkerSec: number;
  /** When the retention sweep runs (cron, Italian time). */
  retentionCron: string;
  /** When the weekly digest of deadlines is mailed (cron, Italian time): Monday morning. */
  digestCron: string;
};
export const JOB_TIMINGS: JobTimings = {
  retryDelaySec: 30,
  retryBackoff: true,
  retryLimit: 5,
  pollingSec: 2,
  cronMonitorSec: 30,
  cronWorkerSec: 5,
  retentionCron: '15 3 * * *',
  digestCron: '0 7 * * 1',
};
