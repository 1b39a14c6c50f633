import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, type ScreenHandle } from './screen-titles';

/** The browser tab names the screen shown: the deepest matched route's title wins. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as ScreenHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
