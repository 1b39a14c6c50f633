import { EXPORT_BATCH_SIZE, type ListAnswer, type ListQuery } from '@empowerment/shared';

export type Page = { limit: number; offset: number };

/**
 * What a list endpoint reads: one page of the matching rows and their number. A repository builds
 * both from one where(filters), so the page and the total always agree.
 */
export type ListSource<Filters, Row> = {
  list: (filters: Filters, page: Page) => Promise<Row[]>;
  count: (filters: Filters) => Promise<number>;
  /** Page and total in one pass, where the repository can find the matches once for both. */
  page?: (filters: Filters, page: Page) => Promise<ListAnswer<Row>>;
};

/** The one place that reads get-tot, limit and offset: {total, data} with get-tot=true, the plain page otherwise. */
export async function answerList<Q extends ListQuery, Row>(
  query: Q,
  source: ListSource<Omit<Q, keyof ListQuery>, Row>,
): Promise<Row[] | ListAnswer<Row>> {
  const { limit, offset, 'get-tot': withTotal, ...filters } = query;
  const page = { limit, offset };
  if (withTotal !== 'true') return source.list(filters, page);
  if (source.page) return source.page(filters, page);
  const [total, data] = await Promise.all([source.count(filters), source.list(filters, page)]);
  return { total, data };
}

/**
 * {total, data} from a page whose rows each carry the number of all matches in a `total` column
 * (a window count, or a count subquery PostgreSQL works out once): page and total from one
 * statement. A page past the last match has no row to carry it: `count` answers then (a stale link,
 * rare); an empty first page has none to count.
 */
export async function pageWithTotal<Row>(
  rows: (Row & { total: number | string })[],
  page: Page,
  count: () => Promise<number>,
): Promise<ListAnswer<Row>> {
  const total = rows.length > 0 ? Number(rows[0].total) : page.offset > 0 ? await count() : 0;
  return { total, data: rows.map(({ total: _total, ...row }) => row as Row) };
}

export type BatchRange = { offset?: number; limit?: number; batchSize?: number };

/**
 * The rows of an export: from `offset`, at most `limit` of them, read `batchSize` at a time. The
 * first batch is read by offset, the next ones after the last row seen (keyset), so that memory
 * stays flat and a deep batch costs no more than the first. `read(last, size, offset)` answers at
 * most `size` rows in the list's order, after `last` when there is one, else from `offset`.
 */
export async function* keysetBatches<Row>(
  read: (last: Row | undefined, size: number, offset: number) => Promise<Row[]>,
  { offset = 0, limit = Number.POSITIVE_INFINITY, batchSize = EXPORT_BATCH_SIZE }: BatchRange = {},
): AsyncGenerator<Row[]> {
  let remaining = limit;
  let last: Row | undefined;
  while (remaining > 0) {
    const size = Math.min(batchSize, remaining);
    const rows = await read(last, size, last ? 0 : offset);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    remaining -= rows.length;
    last = rows[rows.length - 1];
  }
}
