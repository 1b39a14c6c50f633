import { queryOptions } from '@tanstack/react-query';
import type { Operator } from '@empowerment/shared/operators';
import { api } from '../../../lib/api-client';

/** The signed-in operator's own record. */
const getSessionOperator = (id: number, signal?: AbortSignal) => api.get<Operator>(`/auth/operators/${id}`, { signal });

// Kept under the operators feature's detail key (['operators', 'detail', id]), whose saves
// invalidate ['operators']: editing the own record refreshes the user menu, and the own form opens
// on the cached row. The own record changes rarely: no refetch on every screen.
export const sessionOperatorQuery = (id: number) =>
  queryOptions({
    queryKey: ['operators', 'detail', id] as const,
    queryFn: ({ signal }) => getSessionOperator(id, signal),
    staleTime: 5 * 60_000,
  });
