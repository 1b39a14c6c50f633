import type { Participation, ParticipationInput } from '@empowerment/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, companies, courses, participants as p, typesCourses } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import type { ListSource } from '../../lib/list';

const columns = {
  ...apiColumns(p),
  name: beneficiaries.name,
  surname: beneficiaries.surname,
  course: sql<
    Participation['course']
  >`json_build_object('ID', ${courses.id}, 'type', ${typesCourses.type}, 'type_qualification', ${courses.typeQualification}, 'mode', ${courses.mode}, 'provider_course', ${companies.companyName})`,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(p)
    .innerJoin(beneficiaries, eq(beneficiaries.id, p.beneficiaryId))
    .innerJoin(courses, eq(courses.id, p.courseId))
    .innerJoin(typesCourses, eq(typesCourses.id, courses.typeId))
    .innerJoin(companies, eq(companies.id, courses.provider));

/** Everyone signed up for a course, by surname and name. */
export const courseParticipants = (db: Db, courseId: number): Promise<Participation[]> =>
  select(db).where(eq(p.courseId, courseId)).orderBy(asc(beneficiaries.surname), asc(beneficiaries.name), asc(p.id));

/** A beneficiary's courses, the latest first. */
export const beneficiaryParticipations = (db: Db, beneficiaryId: number): ListSource<object, Participation> => ({
  list: (_filters, page) => select(db).where(eq(p.beneficiaryId, beneficiaryId)).orderBy(desc(p.id)).limit(page.limit).offset(page.offset),
  count: async () => (await db.$count(p, eq(p.beneficiaryId, beneficiaryId))) as number,
});

export async function findParticipation(db: Db, id: number): Promise<Participation | undefined> {
  const [row] = await select(db).where(eq(p.id, id));
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
