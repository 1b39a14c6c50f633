import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from '../../../components/data-table';

/** The server's parameter, kept in the URL so a reload or a shared link shows the same list. */
const PARAM = 'include_views';

/** Whether the log shows views (GET) besides changes; off unless asked, as on the server. */
export function useIncludeViews() {
  const [search, setSearch] = useSearchParams();
  const includeViews = search.get(PARAM) === 'true';
  const setIncludeViews = useCallback(
    (next: boolean) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(PARAM, 'true');
        else params.delete(PARAM);
        // another list: back to its first page
        params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearch],
  );
  return [includeViews, setIncludeViews] as const;
}
