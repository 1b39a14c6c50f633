import { useEffect, useRef, useState } from 'react';

/**
 * Follows `active`, but once it turns true stays true for at least `minMs`:
 * a skeleton that flashes for a few milliseconds reads as a glitch, not as loading.
 */
export function useMinDuration(active: boolean, minMs: number): boolean {
  const [held, setHeld] = useState(active);
  const startedAt = useRef<number | null>(null);
  // Adjusted while rendering, not in the effect: no extra render with the stale value.
  if (active && !held) setHeld(true);

  useEffect(() => {
    if (active) {
      startedAt.current ??= Date.now();
      return;
    }
    if (startedAt.current == null) return;
    const remaining = minMs - (Date.now() - startedAt.current);
    const release = () => {
      startedAt.current = null;
      setHeld(false);
    };
    if (remaining <= 0) {
      release();
      return;
    }
    const timer = setTimeout(release, remaining);
    return () => clearTimeout(timer);
  }, [active, minMs]);

  return active || held;
}
