// What other modules may use of authentication.
export { sendPasswordLink, type AuthDeps } from './auth.service';
export { LOGIN_LIMITS, LONGEST_WINDOW_SEC } from './auth.limits';
