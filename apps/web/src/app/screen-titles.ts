import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { SCREEN_ENTITIES } from '@empowerment/shared';

export const APP_NAME = 'Empowerment';

/** What a route may carry for the shell: its screen's name in the browser tab. */
export type ScreenHandle = { title?: string };

// The declared screens are titled by their declarations; the others are named here.
const TITLES: Record<string, string> = {
  ...Object.fromEntries(SCREEN_ENTITIES.map(({ screen }) => [screen.path, screen.title])),
  [paths.login.path]: 'Accedi',
  [paths.resetPassword.path]: 'Reimposta password',
  [paths.loading.path]: 'Caricamento',
  [paths.notFound.path]: 'Pagina non trovata',
  '*': 'Pagina non trovata',
  [paths.beneficiaryNew.path]: 'Nuovo beneficiario',
  [paths.beneficiary.path]: 'Scheda beneficiario',
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
