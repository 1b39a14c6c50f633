import { COMPANY_OPERATOR_DEFAULT_STATE } from '@empowerment/shared/companies';
import { TRAINING_BODY_TYPE, type Course, type CourseFilters, type CourseInput, type CourseMinInfo } from '@empowerment/shared/courses';
import type { FileEntityType } from '@empowerment/shared/files';
import { and, desc, eq, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, courses as c, files, municipi, participants, typesCourses } from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { selectBatches, listOf, keptPerDatabase, type BatchRange, type ListSource } from '../../lib/list';
import { inline, type Param } from '../../lib/prepared';
import { foldedContains } from '../../lib/sql';

/** The entity_type of a course's documents in the files table. */
export const COURSE_FILE_ENTITY = 'Corsi' satisfies FileEntityType;

/**
 * The one translation of the filters into SQL (list, count, export). It needs the provider
 * company joined. only_signed: the training body has signed (convention_signed, or its contact
 * state is 'Manifestazione firmata').
 */
export function courseWhere(f: CourseFilters, param: Param = inline): SQL | undefined {
  const contains = (column: Column, key: 'address' | 'company_name') => foldedContains(column, f[key], (pattern) => param(key, pattern));
  return and(
    f.type_id ? eq(c.typeId, param('type_id', f.type_id)) : undefined,
    contains(c.address, 'address'),
    f.municipio_id ? eq(c.municipioId, param('municipio_id', f.municipio_id)) : undefined,
    contains(companies.companyName, 'company_name'),
    f.mode ? eq(c.mode, param('mode', f.mode)) : undefined,
    f.type_qualification ? eq(c.typeQualification, param('type_qualification', f.type_qualification)) : undefined,
    f.only_signed === 'true'
      ? or(eq(companies.conventionSigned, true), eq(companies.stateContact, COMPANY_OPERATOR_DEFAULT_STATE))
      : undefined,
    f.paid ? eq(c.paid, param('paid', f.paid === 'true')) : undefined,
    f.notBeneficiary
      ? sql`not exists (select 1 from ${participants} where ${participants.courseId} = ${c.id} and ${participants.beneficiaryId} = ${param('notBeneficiary', f.notBeneficiary)})`
      : undefined,
  );
}

const rowColumns = {
  ...apiColumns(c),
  type: sql<string>`${typesCourses.type}`,
  provider_course: sql<string>`${companies.companyName}`,
  municipio: sql<string | null>`${municipi.municipio}`,
  participants_count: sql<number>`(select count(*) from ${participants} where ${participants.courseId} = ${c.id})::int`,
  files_count: sql<number>`(select count(*) from ${files} where ${files.entityType} = ${COURSE_FILE_ENTITY} and ${files.entityId} = ${c.id})::int`,
};

/**
 * A select of courses joined with their training body, type and municipio (what a row names and the
 * filters read); its rows are typed by the columns the caller selected.
 */
const withRefs = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(companies, eq(companies.id, c.provider))
    .innerJoin(typesCourses, eq(typesCourses.id, c.typeId))
    .leftJoin(municipi, eq(municipi.id, c.municipioId));

const newestFirst = desc(c.id);

/** The matching courses newest first, for a page or a batch. */
const ordered = <Q extends PgSelect>(query: Q, condition: SQL | undefined) => withRefs(query).where(condition).orderBy(newestFirst);

/**
 * The number of matching courses. Without filters, the courses alone: every course has its training
 * body and its type (required references), so the joins would only cost. Inside a page's statement,
 * the subquery's tables are its own again.
 */
const countOf = (db: Db) => (condition: SQL | undefined) =>
  condition
    ? withRefs(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(c)
          .$dynamic(),
      ).where(condition)
    : db.select({ n: sql<number>`count(*)::int` }).from(c);

/** The courses newest first; one statement per shape of filters (lib/list). */
export const courseList = keptPerDatabase((db: Db): ListSource<CourseFilters, Course> =>
  listOf(db, {
    name: 'course',
    columns: rowColumns,
    where: courseWhere,
    rows: (columns, condition, page) => ordered(db.select(columns).from(c).$dynamic(), condition).limit(page.limit).offset(page.offset),
    count: countOf(db),
  }),
);

/** minInfo=true: ID, type, training body and start day of each matching course (the beneficiary's select). */
export const courseMinInfoList = keptPerDatabase((db: Db): ListSource<CourseFilters, CourseMinInfo> =>
  listOf(db, {
    name: 'course_choices',
    columns: { ID: c.id, type: typesCourses.type, company_name: companies.companyName, start_date: c.startDate },
    where: courseWhere,
    rows: (columns, condition, page) => ordered(db.select(columns).from(c).$dynamic(), condition).limit(page.limit).offset(page.offset),
    count: countOf(db),
  }),
);

/** The number of courses matching the filters (the export's). */
export const countCourses = (db: Db, filters: CourseFilters) => courseList(db).count(filters);

/** The export's rows newest first, by keyset on the ID. */
export const courseBatches = (db: Db, filters: CourseFilters, range?: BatchRange) =>
  selectBatches(
    db,
    rowColumns,
    (select, last, size, offset) =>
      ordered(select.from(c).$dynamic(), and(courseWhere(filters), last ? lt(c.id, last.ID) : undefined))
        .limit(size)
        .offset(offset),
    range,
  );

export async function findCourse(db: Db, id: number): Promise<Course | undefined> {
  const [row] = await withRefs(db.select(rowColumns).from(c).$dynamic()).where(eq(c.id, id));
  return row;
}

/** The type of a company, or undefined when there is none with that id. */
export async function companyType(db: Db, id: number) {
  const [row] = await db.select({ type: companies.companyType }).from(companies).where(eq(companies.id, id));
  return row?.type;
}

export const isTrainingBody = async (db: Db, id: number) => (await companyType(db, id)) === TRAINING_BODY_TYPE;

export async function insertCourse(db: Db, input: CourseInput) {
  const [row] = await db
    .insert(c)
    .values(columnValues(c, input) as typeof c.$inferInsert)
    .returning({ id: c.id });
  return (await findCourse(db, row.id))!;
}

export async function updateCourse(db: Db, id: number, input: CourseInput) {
  const [row] = await db.update(c).set(columnValues(c, input)).where(eq(c.id, id)).returning({ id: c.id });
  return row && (await findCourse(db, row.id));
}

/**
 * Deletes a course that no document refers to, in one statement; a course with participants is
 * kept by the participants' foreign key (424). 'deleted', 'has-files' or 'missing'.
 */
export async function deleteCourse(db: Db, id: number): Promise<'deleted' | 'has-files' | 'missing'> {
  const noFiles = sql`not exists (select 1 from ${files} where ${files.entityType} = ${COURSE_FILE_ENTITY} and ${files.entityId} = ${id})`;
  const deleted = await db
    .delete(c)
    .where(and(eq(c.id, id), noFiles))
    .returning({ id: c.id });
  if (deleted.length) return 'deleted';
  const [still] = await db.select({ id: c.id }).from(c).where(eq(c.id, id));
  return still ? 'has-files' : 'missing';
}
