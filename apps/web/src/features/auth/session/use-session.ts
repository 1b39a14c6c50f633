import { useQuery } from '@tanstack/react-query';
import { sessionOperatorQuery } from '../api/get-session-operator';
import { useSessionState } from './session-store';

/**
 * Who is signed in. Administrator rights in the UI come from the loaded operator's
 * super_operator (the database's word), not from the token's claim.
 */
export function useSession() {
  const session = useSessionState();
  const enabled = session.claims != null && !session.welcomePending;
  const operator = useQuery({ ...sessionOperatorQuery(session.claims?.op_id ?? 0), enabled });
  return {
    isAuthenticated: session.token != null,
    claims: session.claims,
    /** Just logged in: /loading has still to load the operator. */
    welcomePending: session.welcomePending,
    /** Signed out by her own Logout (not by an expired session). */
    loggedOut: session.loggedOut,
    operator: enabled ? (operator.data ?? null) : null,
    operatorLoading: enabled && operator.isPending,
    isAdmin: enabled && operator.data?.super_operator === true,
  };
}
