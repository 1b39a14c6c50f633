import type { Row } from '../lib/report';
import type { BenchContext } from './context';
import { listFigure } from './list-figure';
import { LIST_SHAPES, listPath } from './list-shapes';

const P99_TARGET = { first: 30, selective: 30, broad: 150 } as const;

/** M2: the three list shapes against the bare server running the same SQL; p99 at 10 clients. */
export async function listFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const shape of LIST_SHAPES) {
    rows.push(
      ...(await listFigure(ctx, { label: shape.label, path: listPath(shape.query), bareKey: shape.key, p99Limit: P99_TARGET[shape.key] })),
    );
  }
  return rows;
}
