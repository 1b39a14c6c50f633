import { timestamp } from 'drizzle-orm/pg-core';

/** CreatedAt / UpdatedAt of every table (the JSON keys keep the spec's spelling). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date().toISOString()),
};
