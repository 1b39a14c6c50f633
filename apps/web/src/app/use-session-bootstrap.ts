import { startTransition, useCallback, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { LOADING_OVERLAY_CLEAR_MS, MSG } from '@empowerment/shared';
import { notify } from '../components/toast';
import { loginReturningTo } from '../config/paths';
import { clearSession, getSessionState, loadSessionOperator } from '../features/auth';
import { ApiError, onSessionEnd, refreshAccessToken } from '../lib/api-client';
import { useErrorHandler } from '../lib/error-handler';
import { keepDrafts } from '../lib/unsaved-changes';

/** The start-up's calls: a new access token, then the operator. Settles to the error, if any (never an unhandled rejection). */
const startUp = (queryClient: QueryClient): Promise<unknown> =>
  refreshAccessToken()
    .then(() => loadSessionOperator(queryClient))
    .then(
      () => null,
      (error: unknown) => error,
    );

/** The start-up's calls begun by beginSessionBootstrap, not yet taken by the root route. */
let early: Promise<unknown> | null = null;

/**
 * With a stored refresh token, begins the start-up's calls at once, beside the download of the first
 * screen's code rather than after it: on a slow network each is a round trip of its own (bench M6).
 */
export function beginSessionBootstrap(queryClient: QueryClient) {
  if (getSessionState().token != null) early ??= startUp(queryClient);
}

/**
 * On start with a stored refresh token: a new access token, then the operator, while
 * the overlay shows. Returns true once the routes may render (their guards need both).
 */
export function useSessionBootstrap() {
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const endSession = useSessionEndHandler();
  const [ready, setReady] = useState(() => getSessionState().token == null);

  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = early ?? startUp(queryClient);
    early = null;
    void started.then((error) => {
      // a session ended by a refresh begun before anyone listened: nobody has said so yet
      if (error instanceof ApiError && error.sessionEnded && getSessionState().token != null) endSession();
      else if (error) handleError(error);
      // the whole signed-in screen renders at once here: as a transition, React renders it in slices
      // that let the browser answer in between (one long task was Lighthouse's total blocking time, bench M6)
      timer = setTimeout(() => startTransition(() => setReady(true)), LOADING_OVERLAY_CLEAR_MS);
    });
    return () => clearTimeout(timer);
    // Once per app start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return ready;
}

/** When the session ends: forget it, say so, back to login, which then returns her to this page. */
function useSessionEndHandler() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return useCallback(() => {
    // what she was typing stays in this tab, for the same form once she has signed in again
    const storeDrafts = keepDrafts();
    clearSession();
    storeDrafts();
    queryClient.clear();
    notify('warning', MSG.sessionExpired);
    navigate(loginReturningTo(here), { replace: true });
  }, [queryClient, navigate, here]);
}

/** When the api client gives up on the session: the end of the session as above. */
export function useSessionEndRedirect() {
  const endSession = useSessionEndHandler();
  useEffect(() => onSessionEnd(endSession), [endSession]);
}
