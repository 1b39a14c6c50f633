import { median } from '../lib/load';
import { ms, type Row } from '../lib/report';
import type { BenchContext } from './context';

/** The last 365 days (about a quarter of the seeded registrations) and the seed's whole span. */
const PERIODS = [
  { name: 'one year', days: 365 },
  { name: 'the whole archive', days: 1600 },
];
const REQUESTS = 15;
const TARGET_MS = 1000;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** One report, read whole, timed from the request to its last byte. */
async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`report failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

/**
 * M8: GET /api/auth/reports (every block of /report, SQL aggregates) for a period, one request at a
 * time as an administrator opens the page: the median and the slowest of 15 after a first one.
 */
export async function reportFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const period of PERIODS) {
    const to = new Date();
    const from = new Date(to.getTime() - period.days * 86_400_000);
    const url = `${ctx.product.url}/api/auth/reports/?from=${day(from)}&to=${day(to)}`;
    const first = await timed(url, ctx.auth);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await timed(url, ctx.auth));
    const slowest = Math.max(...times);
    ctx.log(`  report, ${period.name}: first ${ms(first)}, median ${ms(median(times))}, slowest ${ms(slowest)}`);
    rows.push({
      figure: `M8 /report statistics, ${period.name}`,
      product: `${ms(median(times))} (slowest ${ms(slowest)})`,
      baseline: 'n/a',
      ratio: 'n/a',
      target: `≤ ${ms(TARGET_MS)}`,
      pass: slowest <= TARGET_MS,
    });
  }
  return rows;
}
