import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The last sequence number of the public identifiers (01_001) given under each prefix (the
 * municipio's public id on two digits). A create takes the next number with one
 * `UPDATE ... RETURNING`, which holds the row's lock until its transaction ends: two operators
 * creating at the same moment in one municipio get different numbers.
 */
export const beneficiaryIdCounters = pgTable('beneficiary_id_counters', {
  prefix: varchar('prefix', { length: 10 }).primaryKey(),
  last: integer('last').notNull(),
});
