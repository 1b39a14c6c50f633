import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Exact row counts of the large tables, kept by statement-level triggers in the same transaction
 * as the rows (migration 0003): an unfiltered list reads its total here instead of counting every
 * row on each page. A table takes part when its triggers are created and its row inserted.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: varchar('table_name', { length: 63 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
