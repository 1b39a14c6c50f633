import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-route';

/** Administrators only: the router places these under the admin guard. */
export const dropdownSettingRoutes: RouteObject[] = [
  { path: paths.dropdownSettings.path, lazy: lazyPage(() => import('./pages/dropdown-settings-page'), 'DropdownSettingsPage') },
];
