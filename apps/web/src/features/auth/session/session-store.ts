import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TokenClaims, TokenPair } from '@empowerment/shared/auth';
import { setAccessToken } from '../../../lib/api-client';
import { decodeClaims } from '../../../lib/jwt';
import { clearSessionData, tokenStorage } from '../../../lib/storage';
import { sessionOperatorQuery } from '../api/get-session-operator';

export type SessionState = {
  /** The stored refresh token: its presence is what "logged in" means to the guards. */
  token: string | null;
  /** Who the token says the user is; null when it cannot be read (no identity). */
  claims: TokenClaims | null;
  /**
   * A login just happened and /loading has not loaded the operator yet: the welcome
   * toast is still to be shown, and nothing else should fetch the operator before it.
   */
  welcomePending: boolean;
  /** She chose Logout: the login that follows is a new start, not a return to the page she left. */
  loggedOut: boolean;
};

const SIGNED_OUT: SessionState = { token: null, claims: null, welcomePending: false, loggedOut: false };

let state: SessionState | null = null;
const listeners = new Set<() => void>();

function read(): SessionState {
  const token = tokenStorage.get();
  return token ? { ...SIGNED_OUT, token, claims: decodeClaims(token) } : SIGNED_OUT;
}

const getState = () => (state ??= read());

function update(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getSessionState = getState;
export const useSessionState = () => useSyncExternalStore(subscribe, getState);

/** Reads the stored token again: the app's start. */
export const restoreSession = () => update(read());

export function startSession(pair: TokenPair, remember: boolean) {
  tokenStorage.set(pair.refresh_token, remember);
  setAccessToken(pair.access_token);
  update({ ...SIGNED_OUT, token: pair.refresh_token, claims: decodeClaims(pair.refresh_token), welcomePending: true });
}

/** Forgets the session in this browser (storage, access token, identity); `loggedOut` when she chose Logout. */
export function clearSession(how: { loggedOut: boolean } = { loggedOut: false }) {
  clearSessionData();
  setAccessToken(null);
  update({ ...SIGNED_OUT, loggedOut: how.loggedOut });
}

/** True once after a login, for the welcome toast. */
export function consumeWelcome(): boolean {
  const pending = getState().welcomePending;
  if (pending) update({ ...getState(), welcomePending: false });
  return pending;
}

/** Loads the signed-in operator into the query cache, where useSession reads it. */
export async function loadSessionOperator(queryClient: QueryClient) {
  const { claims } = getState();
  return claims ? queryClient.fetchQuery(sessionOperatorQuery(claims.op_id)) : null;
}
