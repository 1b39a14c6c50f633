import { describe, expect, it, vi } from 'vitest';
import { instant } from './instant';

describe('instant', () => {
  it('is the wall clock, in microseconds', () => {
    const before = Date.now();
    const at = instant();
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
  });

  it('never repeats nor goes back, also within one millisecond or when the clock is set back', () => {
    // a time ahead of every answer so far, so that the answers below start from it
    vi.useFakeTimers({ now: Date.UTC(2030, 10, 26, 9, 0, 0, 500) });
    try {
      const first = [instant(), instant(), instant()];
      vi.setSystemTime(Date.UTC(2030, 10, 26, 8, 59, 59));
      const afterSetBack = instant();
      expect(first).toEqual(['2030-11-26T09:00:00.500000Z', '2030-11-26T09:00:00.500001Z', '2030-11-26T09:00:00.500002Z']);
      expect(afterSetBack).toBe('2030-11-26T09:00:00.500003Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
