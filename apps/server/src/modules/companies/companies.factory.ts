import type { Db } from '../../db/client';
import { companies, companyInternshipPositions } from '../../db/schema';
import { defineFactory, uniqueSuffix } from '../../../test/factory';

const companyFactory = defineFactory(companies, () => ({ companyName: `Azienda ${uniqueSuffix()}` }));

/** A company with a fresh name ('Azienda per tirocinio', 'Primo contatto' unless given). */
export const createCompany = companyFactory.create;

const positionFactory = defineFactory(companyInternshipPositions, (n) => ({ companyId: 0, jobPositions: `Posizione ${n}` }));

/** A free position of that company unless busy / idBeneficiary are given. */
export const createPosition = (db: Db, companyId: number, over: Partial<typeof companyInternshipPositions.$inferInsert> = {}) =>
  positionFactory.create(db, { companyId, ...over });
