import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Login required: the router places these under the auth guard. */
export const todayRoutes: RouteObject[] = [{ path: paths.today.path, lazy: lazyPage(() => import('./pages/today-page'), 'TodayPage') }];
