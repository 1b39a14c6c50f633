import { useMutation } from '@tanstack/react-query';
import type { ResetRequest } from '@empowerment/shared/auth';
import { api } from '../../../lib/api-client';
import { CHANGES_NOTHING } from '../../../lib/query-client';

export const requestPasswordReset = (body: ResetRequest) => api.post<unknown>('/request-reset-password/', body, { skipRefresh: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: CHANGES_NOTHING });
