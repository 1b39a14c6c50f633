import { describe, expect, it } from 'vitest';
import { recentViews } from './audit-views';

describe('recent views', () => {
  it('remembers a written view until its window ends, counted from before it was written', () => {
    let now = 1_000;
    const views = recentViews({ now: () => now });
    expect(views.has('a')).toBe(false);
    views.add('a', 990, 100);
    now = 1_089;
    expect(views.has('a')).toBe(true);
    now = 1_090;
    expect(views.has('a')).toBe(false);
  });

  it('keeps at most max views, dropping the oldest and the expired', () => {
    let now = 0;
    const views = recentViews({ max: 2, now: () => now });
    views.add('a', 0, 100);
    views.add('b', 0, 100);
    views.add('c', 0, 100);
    expect(['a', 'b', 'c'].map((k) => views.has(k))).toEqual([false, true, true]);
    now = 50;
    views.add('b', 50, 100); // written again: moves to the end
    views.add('d', 50, 100);
    expect(['b', 'c', 'd'].map((k) => views.has(k))).toEqual([true, false, true]);
  });
});
