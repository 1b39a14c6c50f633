import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useCurrentTitleDetail } from '../lib/title-detail';
import { documentTitle, type ScreenHandle } from './screen-titles';

/** The browser tab names the screen shown (the deepest matched route's title wins) and, where the screen names it, its subject. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as ScreenHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const detail = useCurrentTitleDetail();
  useEffect(() => {
    document.title = documentTitle(detail && title ? `${detail} · ${title}` : title);
  }, [title, detail]);
}
