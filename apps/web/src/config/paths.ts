import { SCREEN_ENTITIES, type DeclaredScreen } from '@empowerment/shared';

/**
 * Every screen's path (for the router) and link builder (for the code): the declared screens'
 * from their declarations, the others here. The Italian and historical spellings ('carrers-day')
 * are part of the contract.
 */
const fixed = <P extends string>(path: P): Fixed<P> => ({ path, getHref: () => path });

type Fixed<P extends string> = { path: P; getHref: () => P };
/** A link builder for each declared screen (packages/shared ENTITIES), by its key: `paths.companies`. */
type ScreenPaths = { [S in DeclaredScreen as S['key']]: Fixed<S['screen']['path']> };
const screenPaths = Object.fromEntries(SCREEN_ENTITIES.map(({ key, screen }) => [key, fixed(screen.path)])) as ScreenPaths;

export const paths = {
  ...screenPaths,
  login: fixed('/'),
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  },
  loading: fixed('/loading'),
  notFound: fixed('/not-found'),

  beneficiaryNew: fixed('/beneficiari/new'),
  beneficiary: {
    path: '/beneficiari/:id',
    /** tab: zero-based index of the detail tab; 0 is the default and left out. */
    getHref: (id: number | string, tab?: number) => `/beneficiari/${id}${tab ? `?tab=${tab}` : ''}`,
  },
} as const;

/** Where a signed-in user lands. */
export const HOME = paths.beneficiaries;

/** Paths open without a session at start-up (spec 01 §2). */
export const PUBLIC_START_PATHS: readonly string[] = [paths.login.path, paths.resetPassword.path];

/** The login's query parameter that carries the page she asked for through signing in. */
const RETURN_PARAM = 'next';
/** Paths not worth returning to after signing in: the sign-in screens themselves. */
const NO_RETURN_PATHS: readonly string[] = [...PUBLIC_START_PATHS, paths.loading.path, paths.notFound.path];

/** A path of this app (never another site: no '//host', no backslash) that signing in may lead back to. */
function returnable(where: string | null | undefined): where is string {
  if (!where || !where.startsWith('/') || where.startsWith('//') || where.includes('\\')) return false;
  return !NO_RETURN_PATHS.includes(where.split(/[?#]/)[0]);
}

/** The login screen, remembering `where` (path, search and hash of this app) to return to once she has signed in. */
export const loginReturningTo = (where?: string) =>
  returnable(where) ? `${paths.login.getHref()}?${RETURN_PARAM}=${encodeURIComponent(where)}` : paths.login.getHref();

/** The page to open after signing in, read from the login's (or /loading's) query: the one she asked for, else home. */
export function returnPathOf(search: string): string {
  const where = new URLSearchParams(search).get(RETURN_PARAM);
  return returnable(where) ? where : HOME.getHref();
}

/** /loading, carrying the page to return to on from the login's query. */
export function loadingKeeping(search: string): string {
  const where = new URLSearchParams(search).get(RETURN_PARAM);
  return returnable(where) ? `${paths.loading.getHref()}?${RETURN_PARAM}=${encodeURIComponent(where)}` : paths.loading.getHref();
}
