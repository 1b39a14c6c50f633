import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListAnswer } from '@empowerment/shared';

export type ListFilters = Record<string, string | undefined>;
export type ListParams<F = ListFilters> = { limit: number; offset: number; filters: F };
export type FetchPage<T, F = ListFilters> = (params: ListParams<F>, signal?: AbortSignal) => Promise<ListAnswer<T>>;

/**
 * Query options of one page of a list: one cache entry per page and filter set, under the
 * list's key (so a feature's mutations invalidate it by that key).
 * The previous page stays on hand while the next loads, so the footer does not jump.
 */
export function listQueryOptions<T, F>(baseKey: QueryKey, fetchPage: FetchPage<T, F>, params: ListParams<F>) {
  return queryOptions({
    queryKey: [...baseKey, params] as const,
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
