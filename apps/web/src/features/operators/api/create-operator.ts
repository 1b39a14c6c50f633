import type { OperatorCreate } from '@empowerment/shared';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

export type OperatorCreatePayload = Partial<OperatorCreate>;

export const createOperator = (payload: OperatorCreatePayload) => api.post<unknown>('/auth/operators/', payload);

export const useCreateOperator = () => useSavingMutation(createOperator, operatorKeys.all);
