import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
