import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CHANGES_NOTHING, REFRESHED_AFTER_SAVES, createQueryClient } from './query-client';

describe('the reads every save refreshes', () => {
  it("reads the marked ones again after any successful save (Oggi's badge), not the others, nor after a failed save", async () => {
    const client = createQueryClient();
    const reads = { badge: 0, other: 0 };
    const observe = (key: 'badge' | 'other', meta?: typeof REFRESHED_AFTER_SAVES) =>
      new QueryObserver(client, { queryKey: [key], queryFn: async () => ++reads[key], meta }).subscribe(() => {});
    const stop = [observe('badge', REFRESHED_AFTER_SAVES), observe('other')];
    await vi.waitFor(() => expect(reads).toEqual({ badge: 1, other: 1 }));

    const save = (mutationFn: () => Promise<unknown>, meta?: typeof CHANGES_NOTHING) =>
      client.getMutationCache().build(client, { mutationFn, meta }).execute(undefined);
    await save(async () => ({ ID: 1 }));
    await vi.waitFor(() => expect(reads.badge).toBe(2));
    // a call that saves nothing (the Registro's check, an import's dry run) reads nothing again
    await save(async () => ({ intact: true }), CHANGES_NOTHING);
    await expect(save(() => Promise.reject(new Error('Rifiutato')))).rejects.toThrow('Rifiutato');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual({ badge: 2, other: 1 });
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
