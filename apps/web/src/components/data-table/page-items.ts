export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered pages to show: always the first and the last, the current one with
 * one neighbour on each side, and an ellipsis where pages are skipped. A gap of a
 * single page shows that page instead, since an ellipsis would hide nothing.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push(previous === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(page);
    previous = page;
  }
  return items;
}
