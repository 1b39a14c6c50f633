import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorCreate } from '@empowerment/shared';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export type OperatorCreatePayload = Partial<OperatorCreate>;

export const createOperator = (payload: OperatorCreatePayload) => api.post<unknown>('/auth/operators/', payload);

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
