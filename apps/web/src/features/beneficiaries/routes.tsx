import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Login required: the router places these under the auth guard. */
export const beneficiaryRoutes: RouteObject[] = [
  { path: paths.beneficiaries.path, lazy: lazyPage(() => import('./pages/beneficiary-list-page'), 'default') },
  { path: paths.beneficiaryNew.path, lazy: lazyPage(() => import('./pages/beneficiary-create-page'), 'BeneficiaryCreatePage') },
  { path: paths.beneficiary.path, lazy: lazyPage(() => import('./pages/beneficiary-detail-page'), 'BeneficiaryDetailPage') },
];
