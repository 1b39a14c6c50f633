import { describe, expect, it } from 'vitest';
import { ratingColor, ratingLabel } from './rating-scale';

describe('rating scale', () => {
  it('names every rating as spec 02 §4 does', () => {
    const labels = Array.from({ length: 11 }, (_, rating) => ratingLabel(rating));
    expect(labels).toEqual([
      'Nessun Voto',
      'Insufficiente',
      'Insufficiente',
      'Sufficiente',
      'Sufficiente',
      'Discreto',
      'Discreto',
      'Buono',
      'Buono',
      'Ottimo',
      'Ottimo',
    ]);
  });

  it('colours 3 or less red, 4-6 amber, above green', () => {
    expect([0, 3, 4, 6, 7, 10].map(ratingColor)).toEqual(['red', 'red', 'yellow', 'yellow', 'green', 'green']);
  });
});
