import type { ListAnswer, ListQuery } from '@empowerment/shared';

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
