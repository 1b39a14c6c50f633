import type { Operator } from '@empowerment/shared/operators';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

/** An operator who leaves is deactivated (DELETE keeps her in the history): she cannot sign in. */
export const deactivateOperator = (id: number) => api.delete<void>(`/auth/operators/${id}`);

export const useDeactivateOperator = () => useSavingMutation(deactivateOperator, operatorKeys.all);

/** She can sign in again; sent over the version the list showed. */
export const reactivateOperator = (operator: Operator) =>
  api.post<Operator>(`/auth/operators/${operator.ID}/reactivate`, undefined, { loaded: operator });

export const useReactivateOperator = () => useSavingMutation(reactivateOperator, operatorKeys.all);
