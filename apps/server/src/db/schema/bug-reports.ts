import { boolean, customType, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { operators } from './operators';
import { constraintTexts, foreignText } from './constraint-texts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** /send-bug: what an operator reported, from which page and browser, and whether it was handled. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 150 }).notNull(),
    description: varchar('description', { length: 4000 }).notNull(),
    /** The path of the page the operator was on (never its query). */
    page: varchar('page', { length: 300 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'string' }),
    handledBy: integer('handled_by').references(() => operators.id, { onDelete: 'set null' }),
    /** The screenshot's type (found in its content) and size; null without one. */
    screenshotMime: varchar('screenshot_mime', { length: 20 }),
    screenshotSize: integer('screenshot_size'),
    ...timestamps,
  },
  // the list of those to handle or handled, newest first (read backwards)
  (t) => [index('bug_reports_handled_idx').on(t.handled, t.id)],
);

/** A report's screenshot, apart so that no list reads it; gone with its report. */
export const bugReportScreenshots = pgTable('bug_report_screenshots', {
  bugReportId: integer('bug_report_id')
    .primaryKey()
    .references(() => bugReports.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): the sender and the administrator who handled one may be removed (set null); a screenshot goes
 * with its report.
 */
export const bugReportConstraints = constraintTexts({
  bug_reports_operator_id_operators_id_fk: foreignText('operator_id'),
  bug_reports_handled_by_operators_id_fk: foreignText('handled_by'),
  bug_report_screenshots_bug_report_id_bug_reports_id_fk: foreignText('bug_report_id'),
});
