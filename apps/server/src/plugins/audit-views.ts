/**
 * The views this API process knows the activity log holds, each until its repeat window ends (as
 * the views' writer answers it, plugins/audit-entry): a
 * view repeated within the window (a list reloaded, paged back and forth, refetched when the tab
 * regains focus) is then skipped without a statement, where the database would have found the
 * earlier row and written nothing anyway. A view this process wrote is kept for the whole window,
 * one the database found already written (by another process, or by this one before a restart) for
 * what the database said was left of that row's window; either runs from just before the statement
 * was sent, so it never outlives the database's own. At most `max` views are kept, the oldest
 * dropped first.
 */
export function recentViews({ max = 10_000, now = () => Date.now() }: { max?: number; now?: () => number } = {}) {
  const until = new Map<string, number>();
  return {
    has(key: string): boolean {
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(key);
      return false;
    },
    /** A view known to be in the log for `forMs` from `since` (read before its statement was sent). */
    add(key: string, since: number, forMs: number) {
      until.delete(key);
      until.set(key, since + forMs);
      // insertion order is nearly end order (a view found written may end sooner than one written
      // before it, and is dropped when next asked): the expired and the surplus are at the front
      const current = now();
      for (const [oldest, end] of until) {
        if (until.size <= max && end > current) break;
        until.delete(oldest);
      }
    },
  };
}
