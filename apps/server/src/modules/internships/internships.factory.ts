import type { Db } from '../../db/client';
import { internships } from '../../db/schema';
import { defineFactory } from '../../../test/factory';

const internshipFactory = defineFactory(internships, () => ({
  beneficiaryId: 0,
  hostingCompanyId: 0,
  sectorId: 0,
  durationMonth: 6,
  statusInternships: 'Attivo' as const,
  scheduledHours: 100,
  weekScheduledHours: 10,
  payingCompany: 'Progetto Empowerment',
}));

/** An internship of hers at that host in that sector ('Attivo', 100 hours, 10 a week, none done unless given). */
export const createInternship = (
  db: Db,
  refs: { beneficiaryId: number; hostingCompanyId: number; sectorId: number },
  over: Partial<typeof internships.$inferInsert> = {},
) => internshipFactory.create(db, { ...refs, ...over });
