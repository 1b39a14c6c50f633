import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the numbers ran on: they mean little without it. */
export function describeMachine() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return {
    cpu: `${os.cpus()[0]?.model.trim()} x${os.cpus().length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    load,
  };
}

export const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

/** Busy and total CPU time of the whole machine so far (the first line of /proc/stat, in ticks). */
function cpuTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0); // idle and iowait
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is quiet: the share of CPU busy over one second at most `busyAtMost`,
 * twice in a row, or `timeoutSec` has passed. What the earlier figures left behind (PostgreSQL's
 * autovacuum and checkpoint after the writes, password hashes still queued) would otherwise be
 * measured as the page's own slowness. Answers the last share seen.
 */
export async function waitForQuiet({ busyAtMost = 0.2, timeoutSec = 120 } = {}): Promise<number> {
  const until = Date.now() + timeoutSec * 1000;
  let quietInARow = 0;
  let share = 1;
  while (Date.now() < until && quietInARow < 2) {
    const before = cpuTicks();
    await sleep(1000);
    const after = cpuTicks();
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quietInARow = share <= busyAtMost ? quietInARow + 1 : 0;
  }
  return share;
}
