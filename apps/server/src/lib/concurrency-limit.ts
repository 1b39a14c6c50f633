/** Thrown instead of queueing when too many tasks already wait. */
export class QueueFullError extends Error {
  constructor() {
    super('too many tasks waiting');
  }
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxQueue` more wait their turn in order, and any
 * beyond that are refused at once with QueueFullError, so a burst cannot pile up unbounded work.
 */
export function createLimiter({ concurrency, maxQueue }: { concurrency: number; maxQueue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueue) throw new QueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
