import { ilike, type Column, type SQL } from 'drizzle-orm';

/** LIKE pattern text that matches itself only: %, _ and the escape character lose their meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** The LIKE pattern of "contains" and of "starts with" the text as typed. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
export const startsWithPattern = (value: string) => `${escapeLike(value)}%`;

/** Case-insensitive "contains", or no condition for an empty filter. */
export const ilikeContains = (column: Column | SQL, value: string | undefined) =>
  value ? ilike(column, containsPattern(value)) : undefined;
