import { SCREEN_ENTITIES } from '@empowerment/shared';
import { describe, expect, it } from 'vitest';
import { FEATURES, featureProblems } from './features';

describe('the features of the declared screens', () => {
  it('give every declared screen its routes and menu icon, read from the features’ own feature.ts files', () => {
    for (const { key } of SCREEN_ENTITIES) {
      expect(FEATURES[key]?.routes.length, key).toBeGreaterThan(0);
      expect(FEATURES[key].icon, key).toBeDefined();
    }
    expect(Object.keys(FEATURES).sort()).toEqual(SCREEN_ENTITIES.map((e) => e.key).sort());
  });

  it('name a declared screen without a feature, and a screen with two', () => {
    const all = Object.values(FEATURES);
    expect(featureProblems(all)).toEqual([]);
    expect(featureProblems(all.filter((f) => f.key !== 'costs'))).toEqual(["no feature for the screen 'costs'"]);
    expect(featureProblems([...all, FEATURES.costs])).toEqual(["two features for the screen 'costs'"]);
  });
});
