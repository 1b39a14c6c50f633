import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export type Running = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts an entry point in its own node process (a TypeScript one through tsx) and waits until
 * `readyPath` answers 200.
 */
export async function startNode(
  entry: string,
  { port, env, readyPath, cwd }: { port: number; env: Record<string, string>; readyPath: string; cwd: string },
): Promise<Running> {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error(`${entry} did not answer on ${url}`);
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * Samples a process's resident memory every 50 ms from now on; `stop` ends the sampling and gives
 * the growth of the peak over the memory at the start, in bytes.
 */
export function watchRss(pid: number): { stop: () => number } {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return {
    stop: () => {
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(pid));
      return peak - before;
    },
  };
}
