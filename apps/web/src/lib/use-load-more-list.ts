import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A tab's list that grows by 'Carica altri' (spec 02: pages of 5, 10, 11 or 12): the pages so far,
 * and another one offered while the last was full.
 */
export function useLoadMoreList<T>({
  queryKey,
  pageSize,
  fetchPage,
}: {
  queryKey: QueryKey;
  pageSize: number;
  fetchPage: (offset: number, signal: AbortSignal) => Promise<T[]>;
}) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === pageSize ? pages.length * pageSize : undefined),
  });
}

/** What the button needs of such a list. */
export type LoadMoreList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
