import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter holding the table page, so reload and back keep it. */
export const PAGE_PARAM = 'page';

/** Reads a 1-based page number; anything that is not a positive integer is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function usePageParam(param = PAGE_PARAM) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get(param));

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          // Page 1 is the default: leaving it out keeps list URLs clean.
          if (next <= 1) params.delete(param);
          else params.set(param, String(next));
          return params;
        },
        { replace: options?.replace },
      ),
    [param, setSearchParams],
  );

  return [page, setPage] as const;
}
