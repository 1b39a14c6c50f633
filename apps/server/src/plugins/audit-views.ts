/**
 * The views this API process has itself written to the activity log, each until its repeat window
 * ends: a view repeated within the window (a list reloaded, paged back and forth, refetched when the
 * tab regains focus) is then skipped without a statement, where the database would have found the
 * earlier row and written nothing anyway. The window runs from just before the row was written, so
 * it never outlives the database's own; a view the database found already written (by another
 * process) is not remembered, and the database keeps deciding it. At most `max` views are kept, the
 * oldest dropped first.
 */
export function recentViews({ windowMs, max = 10_000, now = () => Date.now() }: { windowMs: number; max?: number; now?: () => number }) {
  const until = new Map<string, number>();
  return {
    has(key: string): boolean {
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(key);
      return false;
    },
    /** A view written at `since` (read before its statement was sent). */
    add(key: string, since: number) {
      until.delete(key);
      until.set(key, since + windowMs);
      // insertion order is time order: the expired and the surplus are at the front
      const current = now();
      for (const [oldest, end] of until) {
        if (until.size <= max && end > current) break;
        until.delete(oldest);
      }
    },
  };
}
