import { useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { paths } from '../config/paths';
import { activityLogRoutes } from '../features/activity-logs';
import { getSessionState, loadingRoute, loginRoute, resetPasswordRoute, restoreSession } from '../features/auth';
import { beneficiaryRoutes } from '../features/beneficiaries';
import { bugReportRoutes } from '../features/bug-reports';
import { cardTemplateRoutes } from '../features/card-templates';
import { careerDayRoutes } from '../features/career-days';
import { companyRoutes } from '../features/companies';
import { costRoutes } from '../features/costs';
import { courseRoutes } from '../features/courses';
import { dropdownSettingRoutes } from '../features/dropdown-settings';
import { groupActivityRoutes } from '../features/group-activities';
import { internshipRoutes } from '../features/internships';
import { interviewRoutes } from '../features/interviews';
import { operatorRoutes } from '../features/operators';
import { privacyPolicyRoutes } from '../features/privacy-policy';
import { reportRoutes } from '../features/reports';
import { selfEmploymentRoutes } from '../features/self-employment';
import { usefulInfoRoutes } from '../features/useful-info';
import { AppRoot } from './app-root';
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';
import { withScreenTitles } from './screen-titles';
import { startPath } from './start-path';

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
              ...beneficiaryRoutes,
              ...companyRoutes,
              ...courseRoutes,
              ...costRoutes,
              ...internshipRoutes,
              ...interviewRoutes,
              ...groupActivityRoutes,
              ...careerDayRoutes,
              ...selfEmploymentRoutes,
              ...usefulInfoRoutes,
              ...cardTemplateRoutes,
              ...bugReportRoutes,
              ...privacyPolicyRoutes,
              {
                element: <RequireAdmin />,
                children: [...dropdownSettingRoutes, ...reportRoutes, ...operatorRoutes, ...activityLogRoutes],
              },
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
