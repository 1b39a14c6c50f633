import { useCallback } from 'react';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';

/** The query parameter holding the table page, so reload and back keep it. */
export const PAGE_PARAM = 'page';

/** Reads a 1-based page number; anything that is not a positive integer is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function usePageParam(param = PAGE_PARAM) {
  const [searchParams, update] = useSearchParamsUpdate();
  const page = parsePage(searchParams.get(param));

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      update(
        (params) => {
          // Page 1 is the default: leaving it out keeps list URLs clean.
          if (next <= 1) params.delete(param);
          else params.set(param, String(next));
        },
        { replace: options?.replace },
      ),
    [param, update],
  );

  return [page, setPage] as const;
}
