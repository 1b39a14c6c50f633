import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { mailOutbox, municipi, refreshTokens, typesCol } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { defineFactory, uniqueSuffix } from './factory';

// Each module keeps its own factories next to it; they are re-exported here for the tests of other modules.
export { createAdmin, createOperator, TEST_PASSWORD } from '../src/modules/operators/operators.factory';
export { createBeneficiaries, createBeneficiary } from '../src/modules/beneficiaries/beneficiaries.factory';

/** Authorization header of a fresh access token for that operator, in a session of its own (as a sign-in opens). */
export async function authHeader(app: Pick<FastifyInstance, 'tokens' | 'db'>, op: { id: number; superOperator: boolean }) {
  const [session] = await app.db
    .insert(refreshTokens)
    .values({ operatorId: op.id, expiresAt: sql`now() + interval '1 day'` })
    .returning({ id: refreshTokens.id });
  const token = await app.tokens.signAccess({ op_id: op.id, super_operator: op.superOperator }, session.id);
  return { authorization: `Bearer ${token}` };
}

/** A municipio of the reference list, for operators and beneficiaries that need one. */
export const createMunicipio = defineFactory(municipi, (n) => ({
  municipio: `Municipio ${uniqueSuffix()}`,
  idPublic: 900 + (n % 100),
})).create;

/** A C.O.L. type of the reference list. */
export const createColType = defineFactory(typesCol, () => ({ type: `COL ${uniqueSuffix()}` })).create;

/** The mails kept in the outbox for that address, oldest first. */
export const mailsTo = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

/** The token of the reset-password link in a mail's text. */
export function linkToken(text: string) {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset-password link in: ${text}`);
  return token;
}
export { createCourse, createCourseType, createFileType, createTrainingBody } from '../src/modules/courses/courses.factory';
export { createCompany, createPosition } from '../src/modules/companies/companies.factory';
export { createInterview, createInterviewType } from '../src/modules/interviews/interviews.factory';
export { createCost, createCostType } from '../src/modules/costs/costs.factory';
export { createInternship } from '../src/modules/internships/internships.factory';
