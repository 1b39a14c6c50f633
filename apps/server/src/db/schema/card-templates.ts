import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The templates of Scheda A and D that administrators replaced (/modelli): one row per sheet once
 * it was first changed. `content` null means the original in apps/server/templates is in use
 * (never replaced, or restored). In the database so that every process of the server generates
 * from the same template. `changed_by` is who made the last change, as named at the time.
 */
export const cardTemplates = pgTable(
  'card_templates',
  {
    template: varchar('template', { length: 1 }).primaryKey(),
    fileName: varchar('file_name', { length: 255 }),
    content: bytea('content'),
    size: integer('size'),
    changedBy: varchar('changed_by', { length: 430 }).notNull(),
    ...timestamps,
  },
  (t) => [
    check('card_templates_template_check', sql`${t.template} in ('A', 'D')`),
    check(
      'card_templates_content_check',
      sql`(${t.content} is null) = (${t.fileName} is null) and (${t.content} is null) = (${t.size} is null)`,
    ),
  ],
);
