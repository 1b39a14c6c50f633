import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsMobile } from './use-is-mobile';

describe('useIsMobile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a phone is a phone from the first render, so nothing is drawn twice', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const seen: boolean[] = [];
    renderHook(() => {
      const phone = useIsMobile();
      seen.push(phone);
      return phone;
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });
});
