import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorUpdate } from '@empowerment/shared';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

/** Always carries the ID; a non-administrator sends only what she may change. */
export type OperatorUpdatePayload = Partial<OperatorUpdate> & { ID: number };

export const updateOperator = (payload: OperatorUpdatePayload) => api.put<unknown>(`/auth/operators/${payload.ID}`, payload);

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    // The user menu reads the signed-in operator from this cache too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
