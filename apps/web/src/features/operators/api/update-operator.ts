import type { OperatorUpdate } from '@empowerment/shared/operators';
import { api, type RecordUpdate } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

/** Always carries the ID; a non-administrator sends only what she may change. */
export type OperatorUpdatePayload = Partial<OperatorUpdate> & { ID: number };

export const updateOperator = ({ loaded, values }: RecordUpdate<OperatorUpdatePayload>) =>
  api.put<unknown>(`/auth/operators/${loaded.ID}`, values, { loaded });

// The user menu reads the signed-in operator from the operators' cache too.
export const useUpdateOperator = () => useSavingMutation(updateOperator, operatorKeys.all);
