import { SCREEN_ENTITIES } from '@empowerment/shared';
import { describe, expect, it } from 'vitest';
import { declaredFileProblems, FEATURES } from './features';

describe('the features of the declared screens', () => {
  it('give every declared screen its routes, read from the features’ own feature.ts files', () => {
    for (const { key } of SCREEN_ENTITIES) expect(FEATURES[key]?.routes.length, key).toBeGreaterThan(0);
    expect(Object.keys(FEATURES).sort()).toEqual(SCREEN_ENTITIES.map((e) => e.key).sort());
  });

  it('name a declared screen without a feature, and a screen with two', () => {
    const all = Object.values(FEATURES);
    const keys = SCREEN_ENTITIES.map((e) => e.key);
    expect(declaredFileProblems(all, keys, 'feature')).toEqual([]);
    expect(
      declaredFileProblems(
        all.filter((f) => f.key !== 'costs'),
        keys,
        'feature',
      ),
    ).toEqual(["no feature for the screen 'costs'"]);
    expect(declaredFileProblems([...all, FEATURES.costs], keys, 'feature')).toEqual(["two features for the screen 'costs'"]);
  });
});
