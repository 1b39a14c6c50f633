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
import { comparedRow, compareThroughput } from './throughput';

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
  const product = new URL(ctx.product.url).host;
  // the same configuration in front of both processes, and in front of the first one alone (both
  // of its servers naming it): the second figure is what a second process adds behind the proxy
  const both = startProxy(runtime, 'both', { bind: ports.proxy, stats: ports.stats, app1: product, app2: new URL(second.url).host });
  const alone = startProxy(runtime, 'alone', { bind: ports.proxy + 2, stats: ports.stats + 2, app1: product, app2: product });
  try {
    await waitAllUp(`http://127.0.0.1:${ports.stats}`);
    await waitAllUp(`http://127.0.0.1:${ports.stats + 2}`);
    const first = LIST_SHAPES.find((s) => s.key === 'first')!;
    const page = listPath(first.query);
    const through = (port: number) => ({ url: `http://127.0.0.1:${port}${page}`, headers: ctx.auth });
    const direct = await compareThroughput(ctx, through(ports.proxy), { url: ctx.product.url + page, headers: ctx.auth });
    const behind = await compareThroughput(ctx, through(ports.proxy), through(ports.proxy + 2));
    const row = (figure: string, c: typeof direct): Row =>
      comparedRow(
        {
          figure,
          product: `${rps(c.product.rps)} (p99 ${ms(c.product.p99)})`,
          baseline: `${rps(c.baseline.rps)} (p99 ${ms(c.baseline.p99)})`,
          ratio: x(c.ratio),
          target: '≥ 1.00',
          pass: c.ratio >= 1,
        },
        c,
      );
    return [
      row(`M9 ${first.label} throughput, 2 processes behind HAProxy ÷ 1 process`, direct),
      row(`M9 ${first.label} throughput, 2 processes ÷ 1 process, both behind HAProxy`, behind),
    ];
  } finally {
    await Promise.all([both.stop(), alone.stop()]);
    rmSync(runtime, { recursive: true, force: true });
    await second.stop();
  }
}

/** HAProxy with deploy/haproxy.cfg, its two servers at app1 and app2. */
function startProxy(runtime: string, name: string, at: { bind: number; stats: number; app1: string; app2: string }) {
  const haproxy = spawn(HAPROXY!, ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
    // its log of every request is written, as in a deployment, and not read
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      EMPOWERMENT_BIND: `127.0.0.1:${at.bind}`,
      EMPOWERMENT_STATS: `127.0.0.1:${at.stats}`,
      EMPOWERMENT_APP1: at.app1,
      EMPOWERMENT_APP2: at.app2,
      EMPOWERMENT_HAPROXY_SOCKET: path.join(runtime, `${name}.sock`),
    },
  });
  const exited = new Promise<void>((resolve) => haproxy.once('exit', () => resolve()));
  return {
    stop: async () => {
      haproxy.kill('SIGTERM');
      await exited;
    },
  };
}
