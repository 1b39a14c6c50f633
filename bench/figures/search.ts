import { SearchQuerySchema } from '@empowerment/shared/search';
import { search } from '../../apps/server/src/modules/search/search.repository';
import { captureQueries, type CapturedQuery } from '../lib/capture-sql';
import type { Row } from '../lib/report';
import type { BenchContext } from './context';
import { compareThroughput, throughputAndP99Rows } from './throughput';

/** The figure: the search's p99 at ten clients (decision 0049). */
const P99_TARGET_MS = 50;
/** The search against the bare server running the same SQL. */
const RATIO_TARGET = 0.6;

/**
 * What an operator types in the top bar's search: a name and surname (about ten beneficiaries at
 * 100,000), a surname one row in ten has (every Rossi: more than the box shows), and the start of
 * a fiscal code (every Giulia Rossi's).
 */
const SEARCHES = [
  { key: 'search-selective', label: "search 'giulia bianchi'", q: 'giulia bianchi' },
  { key: 'search-broad', label: "search 'rossi' (10%)", q: 'rossi' },
  { key: 'search-code', label: "search 'RSSGLX' (fiscal code)", q: 'RSSGLX' },
] as const;

const searchPath = (q: string) => `/api/auth/search?${new URLSearchParams({ q })}`;

/** The SQL each search runs in the product, read through the product's repository. */
export async function captureSearchQueries(databaseUrl: string): Promise<Record<string, CapturedQuery[]>> {
  const sets: Record<string, CapturedQuery[]> = {};
  for (const s of SEARCHES) sets[s.key] = await captureQueries(databaseUrl, (db) => search(db, SearchQuerySchema.parse({ q: s.q }).q));
  return sets;
}

/** M10: each search against the bare server running the same SQL; p99 at 10 clients. */
export async function searchFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const s of SEARCHES) {
    const res = await fetch(ctx.product.url + searchPath(s.q), { headers: ctx.auth });
    if (!res.ok) throw new Error(`${s.q}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { beneficiaries: { rows: unknown[]; more: boolean } };
    ctx.log(`  ${s.label}: ${body.beneficiaries.rows.length} beneficiaries shown${body.beneficiaries.more ? ', more' : ''}`);
    const c = await compareThroughput(
      ctx,
      { url: ctx.product.url + searchPath(s.q), headers: ctx.auth },
      { url: `${ctx.bare.url}/q/${s.key}` },
    );
    rows.push(...throughputAndP99Rows(`M10 ${s.label}`, c, { ratio: RATIO_TARGET, p99Ms: P99_TARGET_MS }));
  }
  return rows;
}
