// What other modules may use of authentication.
export { sendPasswordLink, type AuthDeps } from './auth.service';
