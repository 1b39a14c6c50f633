import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The one row of each information page. */
const ONE_ROW = 1;

/** /info: the programme's contacts and links, HTML cleaned by the server on save. */
export const usefulInfo = pgTable(
  'useful_info',
  {
    id: integer('id').primaryKey().default(ONE_ROW),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [check('useful_info_one_row', sql`${t.id} = 1`)],
);

/** /privacy-policy: the parts of the notice an administrator sets ('' until then). */
export const privacyPolicy = pgTable(
  'privacy_policy',
  {
    id: integer('id').primaryKey().default(ONE_ROW),
    controllerName: varchar('controller_name', { length: 200 }).notNull().default(''),
    controllerAddress: varchar('controller_address', { length: 300 }).notNull().default(''),
    controllerEmail: varchar('controller_email', { length: 319 }).notNull().default(''),
    controllerPec: varchar('controller_pec', { length: 319 }).notNull().default(''),
    controllerPhone: varchar('controller_phone', { length: 30 }).notNull().default(''),
    dpoName: varchar('dpo_name', { length: 200 }).notNull().default(''),
    dpoEmail: varchar('dpo_email', { length: 319 }).notNull().default(''),
    funder: varchar('funder', { length: 200 }).notNull().default(''),
    retentionBeneficiaries: varchar('retention_beneficiaries', { length: 300 }).notNull().default(''),
    retentionOperators: varchar('retention_operators', { length: 300 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [check('privacy_policy_one_row', sql`${t.id} = 1`)],
);
