import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

export const deleteOperator = (id: number) => api.delete<void>(`/auth/operators/${id}`);

export const useDeleteOperator = () => useSavingMutation(deleteOperator, operatorKeys.all);
