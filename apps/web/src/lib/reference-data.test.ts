import { REFERENCE_CACHE_TTL_MS, STORAGE_KEYS } from '@empowerment/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { TABLE_LISTS } from '../test/session';
import { loadTableLists } from './reference-data';

afterEach(() => vi.useRealTimers());

describe('reference lists cache', () => {
  it('serves the lists from session storage for 15 minutes, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = fakeApi({ 'GET /api/list-settings': { status: 200, body: TABLE_LISTS } });

    expect(await loadTableLists()).toEqual(TABLE_LISTS);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.tableLists)!).data).toEqual(TABLE_LISTS);
    vi.advanceTimersByTime(REFERENCE_CACHE_TTL_MS - 1_000);
    await loadTableLists();
    expect(server.of('GET', '/api/list-settings')).toHaveLength(1);

    vi.advanceTimersByTime(2_000);
    await loadTableLists();
    expect(server.of('GET', '/api/list-settings')).toHaveLength(2);
  });

  it('asks the server at once when forced', async () => {
    const server = fakeApi({ 'GET /api/list-settings': { status: 200, body: TABLE_LISTS } });
    await loadTableLists();
    await loadTableLists(true);
    expect(server.of('GET', '/api/list-settings')).toHaveLength(2);
  });

  it('only logs a failed fetch and keeps serving the last copy', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(STORAGE_KEYS.tableLists, JSON.stringify({ fetchedAt: 0, data: TABLE_LISTS }));
    fakeApi({ 'GET /api/list-settings': { status: 500, body: { error: 'guasto' } } });

    expect(await loadTableLists()).toEqual(TABLE_LISTS);
    expect(logged).toHaveBeenCalled();
  });
});
