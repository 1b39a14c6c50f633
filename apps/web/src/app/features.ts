import { SCREEN_ENTITIES } from '@empowerment/shared';
import type { Feature } from '../config/feature';

// Every feature folder's `feature.ts` (Vite lists them at build time): the features with a screen.
// Only their `feature` is imported, so the rest of a feature stays in its own chunks.
const found = Object.values(import.meta.glob<Feature>('../features/*/feature.ts', { eager: true, import: 'feature' }));

/**
 * What files found by Vite's glob give the declared keys (`key` in each): the problems, if any — a key
 * without its file, a key with two — named for the app's start-up error and the tests.
 */
export const declaredFileProblems = (found: readonly { key: string }[], keys: readonly string[], what: string) => [
  ...keys.filter((key) => !found.some((f) => f.key === key)).map((key) => `no ${what} for the screen '${key}'`),
  ...found.filter((f, i) => found.findIndex((g) => g.key === f.key) !== i).map((f) => `two ${what}s for the screen '${f.key}'`),
];

/** The files' values by their declared key; the app does not start if a declared key has none, or two. */
export function byDeclaredKey<T extends { key: K }, K extends string>(found: readonly T[], keys: readonly K[], what: string) {
  const problems = declaredFileProblems(found, keys, what);
  if (problems.length > 0) throw new Error(`apps/web/src/features: ${problems.join('; ')}`);
  return Object.fromEntries(found.map((value) => [value.key, value])) as Record<K, T>;
}

/**
 * Every screen's feature, by the key of its declaration in packages/shared (ENTITIES): the router,
 * the menu and the screen titles are read from the declarations and this map. A new screen adds
 * nothing here: its feature's `feature.ts` exports its `feature`.
 */
export const FEATURES = byDeclaredKey(
  found,
  SCREEN_ENTITIES.map((e) => e.key),
  'feature',
);
