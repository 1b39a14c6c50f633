/** Spec 02 §4: the 0-10 ratings of the personal resources, with their label and colour. */
export const RATING_MIN = 0;
export const RATING_MAX = 10;

export type RatingColor = 'red' | 'yellow' | 'green';

const RATING_LABELS: readonly [number, string][] = [
  [0, 'Nessun Voto'],
  [2, 'Insufficiente'],
  [4, 'Sufficiente'],
  [6, 'Discreto'],
  [8, 'Buono'],
  [10, 'Ottimo'],
];

/** 0 Nessun Voto, 1-2 Insufficiente, 3-4 Sufficiente, 5-6 Discreto, 7-8 Buono, 9-10 Ottimo. */
export function ratingLabel(rating: number): string {
  return (RATING_LABELS.find(([upTo]) => rating <= upTo) ?? RATING_LABELS[RATING_LABELS.length - 1])[1];
}

/** Red for 3 or less, amber (yellow) for 4-6, green above. */
export function ratingColor(rating: number): RatingColor {
  if (rating <= 3) return 'red';
  if (rating <= 6) return 'yellow';
  return 'green';
}
