import { useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SCREEN_ENTITIES } from '@empowerment/shared';
import { FullPageLoader } from '../components/full-page-loader';
import { paths } from '../config/paths';
import { getSessionState, loadingRoute, loginRoute, resetPasswordRoute, restoreSession } from '../features/auth';
import { AppRoot } from './app-root';
import { FEATURES } from './features';
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';
import { withScreenTitles } from './screen-titles';
import { startPath } from './start-path';

/** The routes of the declared screens, for everyone or for administrators only (the declaration says which). */
const featureRoutes = ({ admin }: { admin: boolean }) =>
  SCREEN_ENTITIES.filter(({ screen }) => ('admin' in screen && screen.admin) === admin).flatMap(({ key }) => FEATURES[key].routes);

const notFound = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });

/** The one map of the screens: each feature's routes under the guard its access needs. */
export const routes: RouteObject[] = withScreenTitles([
  {
    element: <AppRoot />,
    HydrateFallback: FullPageLoader,
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
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
