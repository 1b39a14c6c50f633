import { ms, rps, x, type Row } from '../lib/report';
import type { BenchContext } from './context';
import { LIST_SHAPES, listPath } from './list-shapes';
import { compareThroughput } from './throughput';

const P99_TARGET = { first: 30, selective: 30, broad: 150 } as const;

/** M2: the three list shapes against the bare server running the same SQL; p99 at 10 clients. */
export async function listFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const shape of LIST_SHAPES) {
    const total = ((await (await fetch(ctx.product.url + listPath(shape.query), { headers: ctx.auth })).json()) as { total: number }).total;
    ctx.log(`  ${shape.label}: ${total} matching rows`);
    const c = await compareThroughput(
      ctx,
      { url: ctx.product.url + listPath(shape.query), headers: ctx.auth },
      { url: `${ctx.bare.url}/q/${shape.key}` },
    );
    const limit = P99_TARGET[shape.key];
    rows.push(
      {
        figure: `M2 ${shape.label} (${total} rows) throughput`,
        product: rps(c.product.rps),
        baseline: rps(c.baseline.rps),
        ratio: x(c.ratio),
        target: '≥ 0.60',
        pass: c.ratio >= 0.6,
      },
      {
        figure: `M2 ${shape.label} p99 @10 clients`,
        product: ms(c.product.p99),
        baseline: ms(c.baseline.p99),
        ratio: x(c.product.p99 / c.baseline.p99),
        target: `≤ ${limit} ms`,
        pass: c.product.p99 <= limit,
      },
    );
  }
  return rows;
}
