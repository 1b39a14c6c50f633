import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

// The router puts each under its guard: login for visitors, loading for the signed-in.
export const loginRoute: RouteObject = {
  path: paths.login.path,
  lazy: lazyPage(() => import('./pages/login-page'), 'LoginPage'),
};
export const resetPasswordRoute: RouteObject = {
  path: paths.resetPassword.path,
  lazy: lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
};
export const loadingRoute: RouteObject = {
  path: paths.loading.path,
  lazy: lazyPage(() => import('./pages/loading-page'), 'LoadingPage'),
};
