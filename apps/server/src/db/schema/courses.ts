import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { COURSE_MODES } from '@empowerment/shared/courses';
import { beneficiaries } from './beneficiaries';
import { searchFolded, timestamps } from './columns';
import { companies } from './companies';
import { municipi, typesCourses } from './reference';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { COMPANY_MSG } from '@empowerment/shared/companies';
import { COURSE_MSG, PARTICIPATION_MSG } from '@empowerment/shared/courses';
import { constraintTexts, foreignText, uniqueText } from './constraint-texts';

/** Courses held by training bodies (spec 02 §3). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => typesCourses.id),
    typeQualification: varchar('type_qualification', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull(),
    municipioId: integer('municipio_id').references(() => municipi.id),
    mode: varchar('mode', { length: 20 }).notNull().$type<(typeof COURSE_MODES)[number]>().default('Presenza'),
    /** The day it starts, when known (not in spec 02 §3: added for 'Oggi', decision 0053). */
    startDate: date('start_date', { mode: 'string' }),
    duration: varchar('duration', { length: 50 }).notNull().default(''),
    daysHours: varchar('days_hours', { length: 100 }).notNull().default(''),
    paid: boolean('paid').notNull().default(false),
    priceNotes: varchar('price_notes', { length: 200 }).notNull().default(''),
    accessCriteria: varchar('access_criteria', { length: 500 }).notNull().default(''),
    website: varchar('website', { length: 200 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 100 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull().default(''),
    contactMail: varchar('contact_mail', { length: 100 }).notNull().default(''),
    internalReferent: varchar('internal_referent', { length: 100 }).notNull().default(''),
    internalReferentPhone: varchar('internal_referent_phone', { length: 20 }).notNull().default(''),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    /** The training body: a company of type 'Ente di formazione' (checked by the service). */
    provider: integer('provider')
      .notNull()
      .references(() => companies.id),
    ...timestamps,
  },
  (t) => [
    index('courses_provider_idx').on(t.provider),
    index('courses_type_idx').on(t.typeId),
    index('courses_municipio_idx').on(t.municipioId),
    // 'Oggi': the courses starting in the next days
    index('courses_start_date_idx').on(t.startDate),
    index('courses_address_trgm_idx').using('gin', sql`${searchFolded(t.address)} gin_trgm_ops`),
  ],
);

/** A beneficiary's participation in a course (spec 02 §3); one per pair. */
export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    certification: boolean('certification').notNull().default(false),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participants_beneficiary_course_key').on(t.beneficiaryId, t.courseId),
    index('participants_course_idx').on(t.courseId, t.id),
  ],
);

/** What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects it). */
export const courseConstraints = constraintTexts({
  courses_type_id_types_courses_id_fk: foreignText('type_id', COURSE_MSG.typeRequired),
  courses_municipio_id_municipi_id_fk: foreignText('municipio_id'),
  courses_provider_companies_id_fk: foreignText('provider', COURSE_MSG.providerRequired, COMPANY_MSG.hasDependants),
  participants_beneficiary_course_key: uniqueText('course_id', PARTICIPATION_MSG.taken),
  participants_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  participants_course_id_courses_id_fk: foreignText('course_id', PARTICIPATION_MSG.courseRequired, COURSE_MSG.hasDependants),
});
