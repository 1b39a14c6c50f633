import { startTransition, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { LOADING_OVERLAY_CLEAR_MS, MSG } from '@empowerment/shared';
import { notify } from '../components/toast';
import { loginReturningTo } from '../config/paths';
import { clearSession, getSessionState, loadSessionOperator } from '../features/auth';
import { onSessionEnd, refreshAccessToken } from '../lib/api-client';
import { useErrorHandler } from '../lib/error-handler';
import { keepDrafts } from '../lib/unsaved-changes';

/**
 * On start with a stored refresh token: a new access token, then the operator, while
 * the overlay shows. Returns true once the routes may render (their guards need both).
 */
export function useSessionBootstrap() {
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const [ready, setReady] = useState(() => getSessionState().token == null);

  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        await refreshAccessToken();
        await loadSessionOperator(queryClient);
      } catch (error) {
        handleError(error);
      } finally {
        // the whole signed-in screen renders at once here: as a transition, React renders it in slices
        // that let the browser answer in between (one long task was Lighthouse's total blocking time, bench M6)
        timer = setTimeout(() => startTransition(() => setReady(true)), LOADING_OVERLAY_CLEAR_MS);
      }
    })();
    return () => clearTimeout(timer);
    // Once per app start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return ready;
}

/** When the api client gives up on the session: forget it, say so, back to login, which then returns her to this page. */
export function useSessionEndRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  useEffect(
    () =>
      onSessionEnd(() => {
        // what she was typing stays in this tab, for the same form once she has signed in again
        const storeDrafts = keepDrafts();
        clearSession();
        storeDrafts();
        queryClient.clear();
        notify('warning', MSG.sessionExpired);
        navigate(loginReturningTo(here), { replace: true });
      }),
    [queryClient, navigate, here],
  );
}
