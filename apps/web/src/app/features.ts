import { SCREEN_ENTITIES, type DeclaredScreen } from '@empowerment/shared';
import type { Feature } from '../config/feature';

// Every feature folder's `feature.ts` (Vite lists them at build time): the features with a screen.
// Only their `feature` is imported, so the rest of a feature stays in its own chunks.
const found = Object.values(import.meta.glob<Feature>('../features/*/feature.ts', { eager: true, import: 'feature' }));

/**
 * Every screen's feature, by the key of its declaration in packages/shared (ENTITIES): the router,
 * the menu and the screen titles are read from the declarations and this map. A new screen adds
 * nothing here: its feature's `feature.ts` exports its `feature`.
 */
export const FEATURES = Object.fromEntries(found.map((feature) => [feature.key, feature])) as Record<DeclaredScreen['key'], Feature>;

/** The declared screens with no feature, or with two: the app does not start with either. */
export const featureProblems = (features: readonly Feature[]) => [
  ...SCREEN_ENTITIES.filter(({ key }) => !features.some((f) => f.key === key)).map(({ key }) => `no feature for the screen '${key}'`),
  ...features.filter((f, i) => features.findIndex((g) => g.key === f.key) !== i).map((f) => `two features for the screen '${f.key}'`),
];
const problems = featureProblems(found);
if (problems.length > 0) throw new Error(`apps/web/src/features: ${problems.join('; ')}`);
