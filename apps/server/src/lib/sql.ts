import { foldForSearch } from '@empowerment/shared';
import { ilike, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { searchFolded } from '../db/schema/columns';

/** LIKE pattern text that matches itself only: %, _ and the escape character lose their meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** The LIKE pattern of "contains" and of "starts with" the text as typed. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
export const startsWithPattern = (value: string) => `${escapeLike(value)}%`;

/** The LIKE pattern of "contains" the text as typed, folded as searches fold it (decision 0031). */
export const searchPattern = (value: string) => containsPattern(foldForSearch(value));

/**
 * "Contains, whatever the case, the accents and the alphabet" for a text filter, or no condition for
 * an empty one: the column folded by PostgreSQL (the expression of its trigram index, where it has
 * one), the typed text folded here, once, so that the statement compares with a plain value.
 */
export const foldedContains = (column: Column | SQL, value: string | undefined, param: (pattern: string) => unknown = (p) => p) =>
  value ? sql`${searchFolded(column)} like ${param(searchPattern(value))}` : undefined;

/** Case-insensitive "contains" (ASCII letters: e-mails, phones), or no condition for an empty filter. */
export const ilikeContains = (
  column: Column | SQL,
  value: string | undefined,
  param: (pattern: string) => string | Placeholder = (pattern) => pattern,
) => (value ? ilike(column, param(containsPattern(value))) : undefined);

/**
 * A value of a closed list written into the statement's text as a literal, not sent as a parameter:
 * each value then has a statement of its own, prepared and planned for that very value, where one
 * plan for every value would suit some of them badly (decision 0028). The value is checked against
 * the list here, whatever the route's schema did, and must be plain text (letters, digits, spaces, _ . -):
 * nothing from a request reaches the SQL text that is not one of the list's own words.
 */
export function closedLiteral<T extends string>(list: readonly T[], value: T): SQL {
  if (!list.includes(value) || !/^[\p{L}\p{N} _.-]+$/u.test(value)) throw new Error(`"${value}" is not a value of the closed list`);
  return sql.raw(`'${value}'`);
}
