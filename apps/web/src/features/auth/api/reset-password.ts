import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; password: string };

// The emailed token authorises this call, not a session: a 401 is a bad token.
export const resetPassword = ({ token, password }: ResetPasswordInput) =>
  api.put<unknown>('/reset-password/', { password }, { query: { token }, skipRefresh: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
