import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Administrators only: the router places these under the admin guard. */
export const activityLogRoutes: RouteObject[] = [
  { path: paths.activityLogs.path, lazy: lazyPage(() => import('./pages/activity-logs-page'), 'ActivityLogsPage') },
];
