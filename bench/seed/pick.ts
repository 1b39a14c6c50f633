/** SQL that picks one item of a list at random (random() follows the seed set by the caller). */
export const pickOne = (items: readonly string[]) =>
  `(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])[1 + floor(random() * ${items.length})::int]`;
