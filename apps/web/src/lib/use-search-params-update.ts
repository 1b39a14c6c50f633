import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The page's address, and a change of it built on the address as it is now. React Router's setter
 * reads the address of the last drawing, even in its function form, and its navigation completes
 * later: two changes made one after the other before the page is drawn again ('Dal' typed, Tab,
 * 'Al') would lose the first. This keeps the address it last wrote until the page is drawn with it,
 * and builds the next change on that.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current === params.toString()) written.current = null;
  }, [params]);
  const update = (change: (next: URLSearchParams) => URLSearchParams | void, options?: NavigateOptions) => {
    const current = new URLSearchParams(written.current ?? params);
    const next = change(current) ?? current;
    written.current = next.toString();
    setParams(next, options);
  };
  return [params, update] as const;
}
