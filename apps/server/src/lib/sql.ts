import { ilike, type Column, type SQL } from 'drizzle-orm';

/** LIKE pattern text that matches itself only: %, _ and the escape character lose their meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** Case-insensitive "contains", or no condition for an empty filter. */
export const ilikeContains = (column: Column | SQL, value: string | undefined) =>
  value ? ilike(column, `%${escapeLike(value)}%`) : undefined;

/** Case-insensitive "starts with", or no condition for an empty filter. */
export const ilikeStartsWith = (column: Column | SQL, value: string | undefined) =>
  value ? ilike(column, `${escapeLike(value)}%`) : undefined;
