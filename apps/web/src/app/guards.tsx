import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { HOME, paths } from '../config/paths';
import { useSession } from '../features/auth';

/** Login-required routes: without a session token, back to login. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Outlet /> : <Navigate to={paths.login.getHref()} replace />;
}

/** Admin-only routes: anyone else finds nothing there. */
export function RequireAdmin() {
  const { isAdmin, operatorLoading } = useSession();
  if (operatorLoading) return <FullPageLoader />;
  return isAdmin ? <Outlet /> : <Navigate to={paths.notFound.getHref()} replace />;
}

/**
 * The login route for someone with a token goes on: to the home screen, or first
 * through /loading when the operator has not been loaded yet (just logged in).
 */
export function RedirectIfAuthenticated() {
  const { isAuthenticated, welcomePending } = useSession();
  if (!isAuthenticated) return <Outlet />;
  // The loader shows at once, while /loading's code is fetched: no empty page in between.
  return (
    <>
      <Navigate to={welcomePending ? paths.loading.getHref() : HOME.getHref()} replace />
      <FullPageLoader />
    </>
  );
}
