import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGOUT_SPINNER_MS, MSG } from '@empowerment/shared';
import { notify } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { ApiError, api } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { tokenStorage } from '../../../lib/storage';
import { clearSession } from '../session/session-store';

export const logout = (refreshToken: string | null) => api.post<void>('/auth/logout', { refresh_token: refreshToken });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Logout with its spinner held for 1 s, so the click visibly does something. */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const handleError = useErrorHandler();

  const run = async () => {
    setPending(true);
    const [outcome] = await Promise.allSettled([logout(tokenStorage.get()), pause(LOGOUT_SPINNER_MS)]);
    setPending(false);
    if (outcome.status === 'fulfilled') {
      clearSession({ loggedOut: true });
      queryClient.clear();
      notify('success', MSG.logoutSuccess);
      navigate(paths.login.getHref(), { replace: true });
      return;
    }
    const error = outcome.reason;
    if (error instanceof ApiError && (error.status === 400 || error.status === 401) && !error.sessionEnded) {
      notify('error', MSG.logoutError);
    } else handleError(error);
  };

  return { logout: run, pending };
}
