import { date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';
import { timestamps } from './columns';
import { typesInterviews } from './reference';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { constraintTexts, foreignText } from './constraint-texts';

/** A beneficiary's interviews (spec 02 §3 "Interview"); they go with her. */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** An interview type in use cannot be deleted from its list (424). */
    typeId: integer('type_id')
      .notNull()
      .references(() => typesInterviews.id, { onDelete: 'restrict' }),
    interviewer: varchar('interviewer', { length: 100 }).notNull(),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    // her tab and the programme-wide list: the latest first (the lists' order, date then ID, both descending)
    index('interviews_beneficiary_date_idx').on(t.beneficiaryId, t.date.desc(), t.id.desc()),
    index('interviews_date_idx').on(t.date.desc(), t.id.desc()),
    index('interviews_type_idx').on(t.typeId),
  ],
);

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): her interviews go with her; a type in use stays in its list (424).
 */
export const interviewConstraints = constraintTexts({
  interviews_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  interviews_type_id_types_interviews_id_fk: foreignText('type_id'),
});
