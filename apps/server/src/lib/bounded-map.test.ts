import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most max entries, the first set making room, and replaces a key it has without dropping another', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c'].entries()) expect(setBounded(map, 3, key, i)).toBe(i);
    setBounded(map, 3, 'b', 10);
    expect([...map]).toEqual([
      ['a', 0],
      ['b', 10],
      ['c', 2],
    ]);
    setBounded(map, 3, 'd', 3);
    expect([...map]).toEqual([
      ['b', 10],
      ['c', 2],
      ['d', 3],
    ]);
  });
});
