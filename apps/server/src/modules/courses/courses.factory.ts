import { companies, courses, typesCourses, typesFiles } from '../../db/schema';
import { defineFactory, uniqueSuffix } from '../../../test/factory';

/** A company of type 'Ente di formazione' that has signed, unless overridden. */
export const createTrainingBody = defineFactory(companies, () => ({
  companyName: `Ente ${uniqueSuffix()}`,
  companyType: 'Ente di formazione' as const,
  stateContact: 'Manifestazione firmata' as const,
})).create;

export const createCourseType = defineFactory(typesCourses, () => ({ type: `Corso ${uniqueSuffix()}` })).create;
export const createFileType = defineFactory(typesFiles, () => ({ type: `Documento ${uniqueSuffix()}` })).create;

/** A course; give it provider and typeId of existing rows. */
export const createCourse = defineFactory(courses, () => ({
  address: 'Via Roma 1',
  mode: 'Presenza' as const,
  typeId: 0,
  provider: 0,
})).create;
