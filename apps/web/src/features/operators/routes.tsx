import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Administrators only: the router places these under the admin guard. */
export const operatorRoutes: RouteObject[] = [
  { path: paths.operators.path, lazy: lazyPage(() => import('./pages/operators-page'), 'OperatorsPage') },
];
