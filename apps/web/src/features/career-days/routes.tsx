import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Login required: the router places these under the auth guard. */
export const careerDayRoutes: RouteObject[] = [
  { path: paths.careerDays.path, lazy: lazyPage(() => import('./pages/career-days-page'), 'CareerDaysPage') },
];
