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
