import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Administrators only: the router places these under the admin guard. */
export const reportRoutes: RouteObject[] = [
  { path: paths.reports.path, lazy: lazyPage(() => import('./pages/reports-page'), 'ReportsPage') },
];
