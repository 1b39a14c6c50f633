import { alternate, load, median, type LoadResult, type Target } from '../lib/load';
import { ms, rps, x, type Row } from '../lib/report';
import type { BenchContext } from './context';

export type Comparison = { product: LoadResult; baseline: LoadResult; ratio: number };

/** The medians of throughput and latency over a figure's runs, and every error of every run. */
const summary = (rs: LoadResult[]): LoadResult => ({
  rps: median(rs.map((r) => r.rps)),
  p99: median(rs.map((r) => r.p99)),
  p50: median(rs.map((r) => r.p50)),
  errors: rs.reduce((n, r) => n + r.errors, 0),
});

/** Product against baseline, A B A B: medians of throughput and p99, the throughput ratio. */
export async function compareThroughput(ctx: BenchContext, product: Target, baseline: Target): Promise<Comparison> {
  const runs = await alternate(
    ctx.rounds,
    () => load(product, { seconds: ctx.seconds }),
    () => load(baseline, { seconds: ctx.seconds }),
  );
  const p = summary(runs.a);
  const b = summary(runs.b);
  if (p.errors || b.errors) ctx.log(`  ${p.errors} product and ${b.errors} baseline errors: the figure fails`);
  return { product: p, baseline: b, ratio: p.rps / b.rps };
}

/**
 * A figure measured under load is worth nothing if any request failed (an answer other than 2xx, a
 * connection error, a timeout): the row fails and says how many, on the side they happened.
 */
export function failOnErrors(row: Row, errors: { product: number; baseline?: number }): Row {
  const note = (cell: string, n = 0) => (n ? `${cell} (${n} errors)` : cell);
  if (!errors.product && !errors.baseline) return row;
  return { ...row, product: note(row.product, errors.product), baseline: note(row.baseline, errors.baseline), pass: false };
}

/** failOnErrors for a comparison's row. */
export const comparedRow = (row: Row, c: Comparison) => failOnErrors(row, { product: c.product.errors, baseline: c.baseline.errors });

/**
 * A comparison's two rows: the throughput ÷ the baseline's, at least `ratio`; the p99 at 10 clients,
 * at most `p99Ms`. `figure` names both ("M2 list, first page"); `throughputNote` follows it in the first.
 */
export const throughputAndP99Rows = (
  figure: string,
  c: Comparison,
  targets: { ratio: number; p99Ms: number },
  throughputNote = '',
): Row[] => [
  comparedRow(
    {
      figure: `${figure}${throughputNote} throughput`,
      product: rps(c.product.rps),
      baseline: rps(c.baseline.rps),
      ratio: x(c.ratio),
      target: `≥ ${x(targets.ratio)}`,
      pass: c.ratio >= targets.ratio,
    },
    c,
  ),
  comparedRow(
    {
      figure: `${figure} p99 @10 clients`,
      product: ms(c.product.p99),
      baseline: ms(c.baseline.p99),
      ratio: x(c.product.p99 / c.baseline.p99),
      target: `≤ ${targets.p99Ms} ms`,
      pass: c.product.p99 <= targets.p99Ms,
    },
    c,
  ),
];
