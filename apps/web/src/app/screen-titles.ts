import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ADMIN_NAV_ITEMS, FOOTER_NAV_ITEM, NAV_ITEMS } from './layout/nav-items';

export const APP_NAME = 'Empowerment';

/** What a route may carry for the shell: its screen's name in the browser tab. */
export type ScreenHandle = { title?: string };

// The screens of the menu are titled as their item; the others are named here.
const TITLES: Record<string, string> = {
  ...Object.fromEntries([...NAV_ITEMS, ...ADMIN_NAV_ITEMS, FOOTER_NAV_ITEM].map((item) => [item.href, item.label])),
  [paths.login.path]: 'Accedi',
  [paths.resetPassword.path]: 'Reimposta password',
  [paths.loading.path]: 'Caricamento',
  [paths.notFound.path]: 'Pagina non trovata',
  '*': 'Pagina non trovata',
  [paths.beneficiaryNew.path]: 'Nuovo beneficiario',
  [paths.beneficiary.path]: 'Scheda beneficiario',
  [paths.privacyPolicy.path]: 'Privacy Policy',
  [paths.activityLogs.path]: 'Registro Attività',
};

/** The tab's text for a screen title: "Beneficiari · Empowerment". */
export const documentTitle = (title?: string) => (title ? `${title} · ${APP_NAME}` : APP_NAME);

/**
 * Gives every route with a known path its `handle.title`, unless the feature set one
 * itself; the root reads the deepest title (see useDocumentTitle).
 */
export function withScreenTitles(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const title = (route.handle as ScreenHandle | undefined)?.title ?? (route.path ? TITLES[route.path] : undefined);
    const children = route.children && withScreenTitles(route.children);
    return { ...route, ...(title ? { handle: { ...route.handle, title } } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}
