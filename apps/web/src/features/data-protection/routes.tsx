import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Administrators only: the router places these under the admin guard. */
export const dataProtectionRoutes: RouteObject[] = [
  { path: paths.dataProtection.path, lazy: lazyPage(() => import('./pages/data-protection-page'), 'DataProtectionPage') },
];
