const asArray = (items: readonly string[]) => `(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`;

/** SQL that picks one item of a list at random (random() follows the seed set by the caller). */
export const pickOne = (items: readonly string[]) => `${asArray(items)}[1 + floor(random() * ${items.length})::int]`;

/** SQL that picks the item at `index` (an integer SQL expression, taken modulo the list's length). */
export const pickAt = (items: readonly string[], index: string) => `${asArray(items)}[1 + (${index}) % ${items.length}]`;

/** SQL for the id at `index` (modulo) among a reference table's ids; NULL while the table is empty. */
export const referenceAt = (table: string, index: string) =>
  `(SELECT ids[1 + (${index}) % cardinality(ids)] FROM (SELECT array_agg(id ORDER BY id) AS ids FROM ${table}) AS r)`;

export const ACCENTED = 'àèéìòùóáíñçëöćÉ';
export const PLAIN = 'aeeiouoainceoce';

/** SQL for an e-mail part from a name: lower case, no accents, spaces or apostrophes. */
export const asciiLower = (column: string) => `lower(translate(replace(replace(${column}, ' ', ''), '''', ''), '${ACCENTED}', '${PLAIN}'))`;
