import { alternate, load, median, type LoadResult, type Target } from '../lib/load';
import type { BenchContext } from './context';

export type Comparison = { product: LoadResult; baseline: LoadResult; ratio: number };

/** Product against baseline, A B A B: medians of throughput and p99, the throughput ratio. */
export async function compareThroughput(ctx: BenchContext, product: Target, baseline: Target): Promise<Comparison> {
  const runs = await alternate(
    ctx.rounds,
    () => load(product, { seconds: ctx.seconds }),
    () => load(baseline, { seconds: ctx.seconds }),
  );
  const summary = (rs: LoadResult[]): LoadResult => ({
    rps: median(rs.map((r) => r.rps)),
    p99: median(rs.map((r) => r.p99)),
    p50: median(rs.map((r) => r.p50)),
    errors: rs.reduce((n, r) => n + r.errors, 0),
  });
  const p = summary(runs.a);
  const b = summary(runs.b);
  if (p.errors || b.errors) ctx.log(`  warning: ${p.errors} product and ${b.errors} baseline errors`);
  return { product: p, baseline: b, ratio: p.rps / b.rps };
}
