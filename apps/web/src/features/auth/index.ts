export { loginRoute, loadingRoute, resetPasswordRoute } from './routes';
export { useSession } from './session/use-session';
export { clearSession, getSessionState, loadSessionOperator, restoreSession } from './session/session-store';
export { useLogout } from './api/logout';
export { AccountSecurity } from './components/account-security';
export { useEndOperatorSessions } from './api/two-factor';
