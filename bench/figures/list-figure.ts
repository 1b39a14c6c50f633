import type { Row } from '../lib/report';
import type { BenchContext } from './context';
import { compareThroughput, throughputAndP99Rows } from './throughput';

/** Issue 22: every list at least 0.85 of the bare server running the same SQL. */
export const LIST_RATIO_TARGET = 0.85;
/** The p99 at 10 clients of a list's page, by its kind: first page, a selective filter, a broad one. */
export const LIST_P99_MS = { first: 30, selective: 30, broad: 150 } as const;

/** One list page measured M2's way: the product's URL against the bare server's named query set. */
export type ListTarget = { label: string; path: string; bareKey: string; p99Limit: number };

/** Throughput against the bare server running the same SQL, and p99 at 10 clients. */
export async function listFigure(ctx: BenchContext, target: ListTarget): Promise<Row[]> {
  const res = await fetch(ctx.product.url + target.path, { headers: ctx.auth });
  if (!res.ok) throw new Error(`${target.path}: ${res.status} ${await res.text()}`);
  // {total, data}, or a plain page (a beneficiary's Registro Attività): its rows then
  const body = (await res.json()) as { total: number } | unknown[];
  const total = Array.isArray(body) ? body.length : body.total;
  ctx.log(`  ${target.label}: ${total} ${Array.isArray(body) ? 'rows in the page' : 'matching rows'}`);
  const c = await compareThroughput(
    ctx,
    { url: ctx.product.url + target.path, headers: ctx.auth },
    { url: `${ctx.bare.url}/q/${target.bareKey}` },
  );
  return throughputAndP99Rows(`M2 ${target.label}`, c, { ratio: LIST_RATIO_TARGET, p99Ms: target.p99Limit }, ` (${total} rows)`);
}
