import { useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SCREEN_ENTITIES } from '@empowerment/shared';
import { StartLoader } from '../components/full-page-loader';
import { paths } from '../config/paths';
import { getSessionState, loadingRoute, loginRoute, resetPasswordRoute, restoreSession } from '../features/auth';
import { AppRoot } from './app-root';
import { FEATURES } from './features';
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { AppLayout, loadShell } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';
import { withScreenTitles } from './screen-titles';
import { startPath } from './start-path';
import { beginSessionBootstrap } from './use-session-bootstrap';

/** The routes of the declared screens, for everyone or for administrators only (the declaration says which). */
const featureRoutes = ({ admin }: { admin: boolean }) =>
  SCREEN_ENTITIES.filter(({ screen }) => ('admin' in screen && screen.admin) === admin).flatMap(({ key }) => FEATURES[key].routes);

const notFound = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });

/** The one map of the screens: each feature's routes under the guard its access needs. */
export const routes: RouteObject[] = withScreenTitles([
  {
    element: <AppRoot />,
    HydrateFallback: StartLoader,
    // A screen that cannot load (its chunk gone after a deploy) or fails while drawing.
    errorElement: <RouteErrorPage />,
    children: [
      // No shell here, even for a signed-in user (spec 01 §2).
      resetPasswordRoute,
      {
        element: <AppLayout />,
        children: [
          { element: <RedirectIfAuthenticated />, children: [loginRoute] },
          {
            element: <RequireAuth />,
            children: [
              loadingRoute,
              ...featureRoutes({ admin: false }),
              { element: <RequireAdmin />, children: featureRoutes({ admin: true }) },
            ],
          },
          { path: paths.notFound.path, lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
]);

/** Start-up: read the stored session, then apply the start path rule before routing. */
function startLocation(location: string) {
  restoreSession();
  return startPath(location, getSessionState().token != null);
}

export function createAppRouter() {
  const { pathname, search, hash } = window.location;
  const start = startLocation(`${pathname}${search}${hash}`);
  if (start !== `${pathname}${search}${hash}`) window.history.replaceState(null, '', start);
  return createBrowserRouter(routes);
}

/** The same routes in memory, for tests. */
export const createTestRouter = (location: string) => createMemoryRouter(routes, { initialEntries: [startLocation(location)] });

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => {
    const router = createAppRouter();
    // Signed in: the token's refresh, the operator and the shell's code are asked for now, beside
    // the first screen's code, not one after the other once it has come (a round trip each on a phone).
    if (getSessionState().token != null) {
      beginSessionBootstrap(queryClient);
      void loadShell();
    }
    return router;
  });
  return <RouterProvider router={router} />;
}
