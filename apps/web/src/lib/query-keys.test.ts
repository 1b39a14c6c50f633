import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './query-keys';

describe('createQueryKeys', () => {
  it('builds every key under the entity, so invalidating all reaches lists and records', async () => {
    const keys = createQueryKeys('operators');
    expect(keys.list({ limit: 10 })).toEqual(['operators', 'list', { limit: 10 }]);
    expect(keys.detail(7)).toEqual(['operators', 'detail', 7]);

    const client = new QueryClient();
    client.setQueryData(keys.list({ limit: 10 }), 'page');
    client.setQueryData(keys.detail(7), 'record');
    client.setQueryData(createQueryKeys('beneficiaries').detail(7), 'other');
    await client.invalidateQueries({ queryKey: keys.all });
    expect(client.getQueryState(keys.list({ limit: 10 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['beneficiaries', 'detail', 7])?.isInvalidated).toBe(false);
  });
});
