import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { keptPerDatabase, keysetBatches, pageWithTotal } from './list';

/** Rows 1..n in order; a read answers the ones after `last`, or from `offset`. */
function rows(n: number) {
  const all = Array.from({ length: n }, (_, i) => ({ ID: i + 1 }));
  const calls: { after: number | null; size: number; offset: number }[] = [];
  const read = async (last: { ID: number } | undefined, size: number, offset: number) => {
    calls.push({ after: last?.ID ?? null, size, offset });
    const from = last ? all.findIndex((r) => r.ID === last.ID) + 1 : offset;
    return all.slice(from, from + size);
  };
  return { read, calls };
}

async function collect<T>(batches: AsyncIterable<T[]>) {
  const out: T[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe('keysetBatches', () => {
  it('reads the first batch by offset and the next ones after the last row seen', async () => {
    const { read, calls } = rows(7);
    const batches = await collect(keysetBatches(read, { offset: 1, batchSize: 3 }));
    expect(batches.map((b) => b.map((r) => r.ID))).toEqual([
      [2, 3, 4],
      [5, 6, 7],
    ]);
    expect(calls).toEqual([
      { after: null, size: 3, offset: 1 },
      { after: 4, size: 3, offset: 0 },
      { after: 7, size: 3, offset: 0 },
    ]);
  });

  it('stops at the limit, asking no more rows than it still needs', async () => {
    const { read, calls } = rows(10);
    const batches = await collect(keysetBatches(read, { limit: 5, batchSize: 2 }));
    expect(batches.flat().map((r) => r.ID)).toEqual([1, 2, 3, 4, 5]);
    expect(calls.map((c) => c.size)).toEqual([2, 2, 1]);
  });

  it('stops after a short batch, and yields nothing when nothing matches', async () => {
    const short = rows(3);
    expect((await collect(keysetBatches(short.read, { batchSize: 5 }))).length).toBe(1);
    expect(short.calls.length).toBe(1);
    expect(await collect(keysetBatches(rows(0).read))).toEqual([]);
  });
});

describe('pageWithTotal', () => {
  const never = () => Promise.reject(new Error('no count expected'));

  it('takes the total from the rows and leaves it out of them', async () => {
    const rows = [
      { ID: 1, total: '12' },
      { ID: 2, total: '12' },
    ];
    expect(await pageWithTotal(rows, { limit: 2, offset: 0 }, never)).toEqual({ total: 12, data: [{ ID: 1 }, { ID: 2 }] });
  });

  it('counts apart only for an empty page past the first', async () => {
    expect(await pageWithTotal([], { limit: 10, offset: 0 }, never)).toEqual({ total: 0, data: [] });
    expect(await pageWithTotal([], { limit: 10, offset: 30 }, async () => 7)).toEqual({ total: 7, data: [] });
  });
});

describe('keptPerDatabase', () => {
  it('makes a source once per database handle and answers the same one after', () => {
    let made = 0;
    const source = keptPerDatabase((db: Db) => ({ db, n: ++made }));
    const [one, two] = [{}, {}] as Db[];
    expect(source(one)).toBe(source(one));
    expect(source(two)).not.toBe(source(one));
    expect(source(two).db).toBe(two);
    expect(made).toBe(2);
  });
});
