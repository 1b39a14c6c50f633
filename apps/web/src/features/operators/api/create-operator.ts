import type { Operator, OperatorCreate } from '@empowerment/shared/operators';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { operatorKeys } from './operator-keys';

export type OperatorCreatePayload = Partial<OperatorCreate>;

/** The new operator; invite_url is her invitation link when the server sends no mail. */
export type CreatedOperator = Operator & { invite_url?: string };

export const createOperator = (payload: OperatorCreatePayload) => api.post<CreatedOperator>('/auth/operators/', payload);

export const useCreateOperator = () => useSavingMutation(createOperator, operatorKeys.all);
