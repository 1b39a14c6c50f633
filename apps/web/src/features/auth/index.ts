export { loginRoute, loadingRoute, resetPasswordRoute } from './routes';
export { useSession } from './session/use-session';
export {
  clearSession,
  getSessionState,
  loadSessionOperator,
  restoreSession,
  startSession,
  type SessionState,
} from './session/session-store';
export { useLogout } from './api/logout';
