import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { LIST_ENTRY_TAKEN, constraintTexts, uniqueText } from './constraint-texts';

/** The nine table lists of GET /api/list-settings: an id, a label, optional notes. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  code: varchar('code', { length: 2 }).unique(),
  notes: text('notes'),
  ...timestamps,
});

export const municipi = pgTable('municipi', {
  id: serial('id').primaryKey(),
  municipio: varchar('municipio', { length: 50 }).notNull().unique(),
  idPublic: integer('id_public').notNull(),
  notes: text('notes'),
  ...timestamps,
});

const typeList = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 100 }).notNull().unique(),
    notes: text('notes'),
    ...timestamps,
  });

export const sectors = typeList('sectors');
export const typesCosts = typeList('types_costs');
export const typesCourses = typeList('types_courses');
export const typesInterviews = typeList('types_interviews');
export const typesSocialSituations = typeList('types_social_situations');
export const typesFiles = typeList('types_files');
export const typesCol = typeList('types_col');

/** The type lists by the key GET /api/list-settings gives them (the reader and the seed use it). */
export const typeListTables = {
  sectors,
  types_costs: typesCosts,
  types_courses: typesCourses,
  types_interviews: typesInterviews,
  types_social_situations: typesSocialSituations,
  types_files: typesFiles,
  types_col: typesCol,
} as const;
export type TypeListKey = keyof typeof typeListTables;

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): a label list holds an entry once.
 */
export const referenceConstraints = constraintTexts({
  countries_name_unique: uniqueText('name', LIST_ENTRY_TAKEN),
  countries_code_unique: uniqueText('code', LIST_ENTRY_TAKEN),
  municipi_municipio_unique: uniqueText('municipio', LIST_ENTRY_TAKEN),
  sectors_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
  types_col_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
  types_costs_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
  types_courses_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
  types_files_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
  types_interviews_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
  types_social_situations_type_unique: uniqueText('type', LIST_ENTRY_TAKEN),
});
