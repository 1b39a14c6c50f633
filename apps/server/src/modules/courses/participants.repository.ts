import type { Participation, ParticipationInput } from '@empowerment/shared/courses';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { beneficiaries, companies, courses, participants as p, typesCourses } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { keptPerDatabase, listOf, type ListSource } from '../../lib/list';

const columns = {
  ...apiColumns(p),
  name: beneficiaries.name,
  surname: beneficiaries.surname,
  course: sql<
    Participation['course']
  >`json_build_object('ID', ${courses.id}, 'type', ${typesCourses.type}, 'type_qualification', ${courses.typeQualification}, 'mode', ${courses.mode}, 'start_date', ${courses.startDate}, 'provider_course', ${companies.companyName})`,
};

/** A select of participations joined with what a row names: her, the course, its type and training body. */
const joined = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(beneficiaries, eq(beneficiaries.id, p.beneficiaryId))
    .innerJoin(courses, eq(courses.id, p.courseId))
    .innerJoin(typesCourses, eq(typesCourses.id, courses.typeId))
    .innerJoin(companies, eq(companies.id, courses.provider));

/** Everyone signed up for a course, by surname and name. */
export const courseParticipants = (db: Db, courseId: number): Promise<Participation[]> =>
  joined(db.select(columns).from(p).$dynamic())
    .where(eq(p.courseId, courseId))
    .orderBy(asc(beneficiaries.surname), asc(beneficiaries.name), asc(p.id));

/** A beneficiary's courses, the latest first (lib/list). */
export const beneficiaryParticipations = keptPerDatabase((db: Db): ListSource<{ beneficiaryId: number }, Participation> =>
  listOf(db, {
    name: 'participation',
    columns,
    where: ({ beneficiaryId }, param) => eq(p.beneficiaryId, param('beneficiary_id', beneficiaryId)),
    rows: (selection, condition, page) =>
      joined(db.select(selection).from(p).$dynamic()).where(condition).orderBy(desc(p.id)).limit(page.limit).offset(page.offset),
    count: (condition) => db.select({ n: count() }).from(p).where(condition),
  }),
);

export async function findParticipation(db: Db, id: number): Promise<Participation | undefined> {
  const [row] = await joined(db.select(columns).from(p).$dynamic()).where(eq(p.id, id));
  return row;
}

export async function insertParticipation(
  db: Db,
  beneficiaryId: number,
  courseId: number,
  input: Pick<ParticipationInput, 'certification' | 'notes'>,
) {
  const [row] = await db
    .insert(p)
    .values({ beneficiaryId, courseId, certification: input.certification, notes: input.notes })
    .returning({ id: p.id });
  return (await findParticipation(db, row.id))!;
}

export async function updateParticipation(db: Db, id: number, input: Pick<ParticipationInput, 'certification' | 'notes'>) {
  const [row] = await db
    .update(p)
    .set({ certification: input.certification, notes: input.notes })
    .where(eq(p.id, id))
    .returning({ id: p.id });
  return row && (await findParticipation(db, row.id));
}

export async function deleteParticipation(db: Db, id: number) {
  const [row] = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
  return row !== undefined;
}
