import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export const deleteOperator = (id: number) => api.delete<void>(`/auth/operators/${id}`);

export function useDeleteOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
