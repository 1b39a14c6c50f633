import type { OperatorUpdate } from '@empowerment/shared';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

/** Always carries the ID; a non-administrator sends only what she may change. */
export type OperatorUpdatePayload = Partial<OperatorUpdate> & { ID: number };

export const updateOperator = (payload: OperatorUpdatePayload) => api.put<unknown>(`/auth/operators/${payload.ID}`, payload);

// The user menu reads the signed-in operator from the operators' cache too.
export const useUpdateOperator = () => useSavingMutation(updateOperator, operatorKeys.all);
