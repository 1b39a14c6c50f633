import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Administrators only: the router places these under the admin guard. */
export const beneficiaryImportRoutes: RouteObject[] = [
  { path: paths.beneficiaryImport.path, lazy: lazyPage(() => import('./pages/beneficiary-import-page'), 'BeneficiaryImportPage') },
];
