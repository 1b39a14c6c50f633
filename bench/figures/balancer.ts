import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../lib/paths';
import { startProduct } from '../lib/product';
import { ms, rps, x, type Row } from '../lib/report';
import type { BenchContext } from './context';
import { LIST_SHAPES, listPath } from './list-shapes';
import { compareThroughput } from './throughput';

const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));

/** Waits until HAProxy's stats page shows every process of the backend UP. */
async function waitAllUp(stats: string) {
  for (let i = 0; i < 300; i++) {
    const csv = await fetch(`${stats}/;csv`)
      .then((r) => r.text())
      .catch(() => '');
    const lines = csv.split('\n').filter((l) => l.startsWith('empowerment_processes,app'));
    if (lines.length >= 2 && lines.every((l) => l.split(',')[17] === 'UP')) return;
    await sleep(100);
  }
  throw new Error('HAProxy never saw both processes UP');
}

/**
 * M9: the beneficiary list's first page through HAProxy (deploy/haproxy.cfg, Debian's package) in
 * front of two product processes on the bench's database, against one process alone, A B A B at
 * the same 10 clients. A second product process and HAProxy are started for the figure only.
 */
export async function balancerFigures(ctx: BenchContext, ports: { second: number; proxy: number; stats: number }): Promise<Row[]> {
  if (!HAPROXY) {
    ctx.log('  M9 skipped: HAProxy not installed (apt-get install haproxy)');
    return [];
  }
  const second = await startProduct(ctx.databaseUrl, ports.second);
  const runtime = mkdtempSync(path.join(tmpdir(), 'bench-haproxy-'));
  const haproxy = spawn(HAPROXY, ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
    // its log of every request is written, as in a deployment, and not read
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      EMPOWERMENT_BIND: `127.0.0.1:${ports.proxy}`,
      EMPOWERMENT_STATS: `127.0.0.1:${ports.stats}`,
      EMPOWERMENT_APP1: new URL(ctx.product.url).host,
      EMPOWERMENT_APP2: new URL(second.url).host,
      EMPOWERMENT_HAPROXY_SOCKET: path.join(runtime, 'admin.sock'),
    },
  });
  const exited = new Promise<void>((resolve) => haproxy.once('exit', () => resolve()));
  try {
    await waitAllUp(`http://127.0.0.1:${ports.stats}`);
    const first = LIST_SHAPES.find((s) => s.key === 'first')!;
    const page = listPath(first.query);
    const c = await compareThroughput(
      ctx,
      { url: `http://127.0.0.1:${ports.proxy}${page}`, headers: ctx.auth },
      { url: ctx.product.url + page, headers: ctx.auth },
    );
    return [
      {
        figure: `M9 ${first.label} throughput, 2 processes behind HAProxy ÷ 1 process`,
        product: `${rps(c.product.rps)} (p99 ${ms(c.product.p99)})`,
        baseline: `${rps(c.baseline.rps)} (p99 ${ms(c.baseline.p99)})`,
        ratio: x(c.ratio),
        target: '≥ 1.00',
        pass: c.ratio >= 1,
      },
    ];
  } finally {
    haproxy.kill('SIGTERM');
    await exited;
    rmSync(runtime, { recursive: true, force: true });
    await second.stop();
  }
}
