import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Login required: the router places these under the auth guard. */
export const companyRoutes: RouteObject[] = [
  { path: paths.companies.path, lazy: lazyPage(() => import('./pages/companies-page'), 'CompaniesPage') },
];
