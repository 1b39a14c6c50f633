import { ms, rps, x, type Row } from '../lib/report';
import type { BenchContext } from './context';
import { comparedRow, compareThroughput } from './throughput';

/** Issue 22: /api/health through the whole app at least 0.90 of node:http + pg answering SELECT 1. */
const RATIO_TARGET = 0.9;

/** M1: /api/health through the whole app against node:http + pg answering SELECT 1. */
export async function healthFigure(ctx: BenchContext): Promise<Row[]> {
  const c = await compareThroughput(ctx, { url: `${ctx.product.url}/api/health` }, { url: `${ctx.bare.url}/health` });
  return [
    comparedRow(
      {
        figure: 'M1 /api/health throughput',
        product: `${rps(c.product.rps)} (p99 ${ms(c.product.p99)})`,
        baseline: `${rps(c.baseline.rps)} (p99 ${ms(c.baseline.p99)})`,
        ratio: x(c.ratio),
        target: `≥ ${x(RATIO_TARGET)}`,
        pass: c.ratio >= RATIO_TARGET,
      },
      c,
    ),
  ];
}
