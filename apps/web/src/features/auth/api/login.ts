import { useMutation } from '@tanstack/react-query';
import type { Login, LoginAnswer } from '@empowerment/shared/auth';
import { api } from '../../../lib/api-client';

// A 401 here means wrong credentials, not an expired session: no refresh.
export const login = (credentials: Login) => api.post<LoginAnswer>('/login', credentials, { skipRefresh: true });

export const useLogin = () => useMutation({ mutationFn: login });
