import { sql, type Column, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, numeric, timestamp } from 'drizzle-orm/pg-core';

/** CreatedAt / UpdatedAt of every table (the JSON keys keep the spec's spelling). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date().toISOString()),
};

/**
 * A timestamp as the API writes CreatedAt / UpdatedAt: ISO 8601 in UTC, like Date.toISOString(),
 * whatever the server's time zone (the driver's own text form is not ISO and not every browser parses it).
 */
export const isoTimestamp = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An amount in euro: numeric(12,2), read and written as a JavaScript number (the shared money()
 * rule admits two decimals at most, which survive the decimal text exchanged with PostgreSQL exactly).
 * The column type of every amount the coming entities store (costs, courses, ISEE).
 * @public
 */
export const moneyColumn = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Text as every search compares it, whatever its case, accents and alphabet: PostgreSQL's
 * search_fold() (migration 0011), the SQL form of foldForSearch() in @empowerment/shared. The
 * trigram indexes of the searched columns are on this expression (decision 0031).
 */
export const searchFolded = (column: Column | SQL) => sql<string>`search_fold(${column})`;
