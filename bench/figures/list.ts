import type { Row } from '../lib/report';
import type { BenchContext } from './context';
import { LIST_P99_MS, listFigure } from './list-figure';
import { LIST_SHAPES, listPath } from './list-shapes';

/** M2: the three list shapes against the bare server running the same SQL; p99 at 10 clients. */
export async function listFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const shape of LIST_SHAPES) {
    rows.push(
      ...(await listFigure(ctx, { label: shape.label, path: listPath(shape.query), bareKey: shape.key, p99Limit: LIST_P99_MS[shape.key] })),
    );
  }
  return rows;
}
