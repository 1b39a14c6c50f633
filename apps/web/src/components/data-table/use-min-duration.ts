import { useEffect, useRef, useState } from 'react';

/**
 * Follows `active`, but once it turns true stays true for at least `minMs`:
 * a skeleton that flashes for a few milliseconds reads as a glitch, not as loading.
 */
export function useMinDuration(active: boolean, minMs: number): boolean {
  const [held, setHeld] = useState(active);
  // Read once, at the first render: the skeleton's clock starts with it.
  // eslint-disable-next-line react-hooks/purity
  const startedAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      startedAt.current ??= Date.now();
      // Held from now on, until the minimum has passed after `active` falls.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setHeld(true);
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
