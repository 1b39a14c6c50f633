import { execFileSync } from 'node:child_process';
import os from 'node:os';

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
