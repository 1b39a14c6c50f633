import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { loadingKeeping, loginReturningTo, paths, returnPathOf } from '../config/paths';
import { useSession } from '../features/auth';

/** Login-required routes: without a session token, back to login, which then returns her here (unless she logged out). */
export function RequireAuth() {
  const { isAuthenticated, loggedOut } = useSession();
  const { pathname, search, hash } = useLocation();
  if (isAuthenticated) return <Outlet />;
  return <Navigate to={loggedOut ? paths.login.getHref() : loginReturningTo(`${pathname}${search}${hash}`)} replace />;
}

/** Admin-only routes: anyone else finds nothing there. */
export function RequireAdmin() {
  const { isAdmin, operatorLoading } = useSession();
  if (operatorLoading) return <FullPageLoader />;
  return isAdmin ? <Outlet /> : <Navigate to={paths.notFound.getHref()} replace />;
}

/**
 * The login route for someone with a token goes on: to the page she asked for before signing in
 * (or the home screen), first through /loading when the operator has not been loaded yet (just logged in).
 */
export function RedirectIfAuthenticated() {
  const { isAuthenticated, welcomePending } = useSession();
  const { search } = useLocation();
  if (!isAuthenticated) return <Outlet />;
  // The loader shows at once, while /loading's code is fetched: no empty page in between.
  return (
    <>
      <Navigate to={welcomePending ? loadingKeeping(search) : returnPathOf(search)} replace />
      <FullPageLoader />
    </>
  );
}
