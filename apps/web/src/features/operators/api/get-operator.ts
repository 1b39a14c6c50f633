import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Operator } from '@empowerment/shared/operators';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export const getOperator = (id: number, signal?: AbortSignal) => api.get<Operator>(`/auth/operators/${id}`, { signal });

export const operatorQueryOptions = (id: number) =>
  queryOptions({ queryKey: operatorKeys.detail(id), queryFn: ({ signal }) => getOperator(id, signal) });

export const useOperator = (id: number | undefined) => useQuery({ ...operatorQueryOptions(id ?? 0), enabled: id != null });
