import type { Db } from '../../db/client';
import { interviews, typesInterviews } from '../../db/schema';
import { defineFactory, uniqueSuffix } from '../../../test/factory';

/** An interview type of the reference list. */
export const createInterviewType = defineFactory(typesInterviews, () => ({ type: `Colloquio ${uniqueSuffix()}` })).create;

const interviewFactory = defineFactory(interviews, (n) => ({
  beneficiaryId: 0,
  typeId: 0,
  date: '2026-01-15',
  interviewer: `Operatrice ${n}`,
}));

/** An interview of that beneficiary, of that type. */
export const createInterview = (db: Db, beneficiaryId: number, typeId: number, over: Partial<typeof interviews.$inferInsert> = {}) =>
  interviewFactory.create(db, { beneficiaryId, typeId, ...over });
