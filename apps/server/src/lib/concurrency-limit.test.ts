import { describe, expect, it } from 'vitest';
import { createLimiter, QueueFullError } from './concurrency-limit';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLimiter', () => {
  it('runs no more than `concurrency` tasks at once, the others in order of arrival', async () => {
    const run = createLimiter({ concurrency: 2, maxQueue: 10 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((g, i) => run(async () => (started.push(i), await g.promise, i)));
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('refuses at once a task that finds the queue full, and accepts again once it drains', async () => {
    const run = createLimiter({ concurrency: 1, maxQueue: 1 });
    const gate = deferred();
    const first = run(() => gate.promise);
    const queued = run(async () => 'queued');
    await expect(run(async () => 'refused')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await queued).toBe('queued');
    expect(await run(async () => 'later')).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const run = createLimiter({ concurrency: 1, maxQueue: 0 });
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
