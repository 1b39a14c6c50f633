import { date, foreignKey, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';
import { timestamps } from './columns';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { constraintTexts, foreignText } from './constraint-texts';

/** Career days (/carrers-day): title, day, notes. */
export const careerDays = pgTable(
  'career_days',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 250 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    notes: varchar('notes', { length: 250 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [index('career_days_day_idx').on(t.day, t.id)],
);

/** Group activities (/group-activity): name, type, date. */
export const groupActivities = pgTable(
  'group_activities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 250 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [index('group_activities_date_idx').on(t.date, t.id)],
);

const joinedAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * Who signed up for which career day. A beneficiary's removal takes her sign-ups with it; a career
 * day with sign-ups cannot be deleted (restrict: 424).
 */
export const beneficiaryCareerDays = pgTable(
  'beneficiary_career_days',
  {
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    careerDayId: integer('carrers_day_id')
      .notNull()
      .references(() => careerDays.id, { onDelete: 'restrict' }),
    createdAt: joinedAt(),
  },
  (t) => [primaryKey({ columns: [t.beneficiaryId, t.careerDayId] }), index('beneficiary_career_days_day_idx').on(t.careerDayId)],
);

/** Who takes part in which group activity; same rules as the career days. */
export const beneficiaryGroupActivities = pgTable(
  'beneficiary_group_activities',
  {
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    groupActivityId: integer('group_activity_id').notNull(),
    createdAt: joinedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.beneficiaryId, t.groupActivityId] }),
    index('beneficiary_group_activities_activity_idx').on(t.groupActivityId),
    // named here: the generated name is longer than PostgreSQL's 63 characters
    foreignKey({
      name: 'beneficiary_group_activities_group_activity_id_fk',
      columns: [t.groupActivityId],
      foreignColumns: [groupActivities.id],
    }).onDelete('restrict'),
  ],
);

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): one with sign-ups cannot be deleted (424).
 */
export const eventConstraints = constraintTexts({
  beneficiary_career_days_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  beneficiary_career_days_carrers_day_id_career_days_id_fk: foreignText('carrers_days_ids'),
  beneficiary_group_activities_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  beneficiary_group_activities_group_activity_id_fk: foreignText('group_activity_ids'),
});
