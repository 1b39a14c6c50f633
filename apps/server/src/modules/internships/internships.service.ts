import { MSG } from '@empowerment/shared';
import { INTERNSHIP_MSG, type Internship, type InternshipInput } from '@empowerment/shared/internships';
import type { Runner } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { claimPosition } from '../companies';
import * as repo from './internships.repository';

type Fields = Omit<InternshipInput, 'beneficiary_id'>;

const refuse = (code: 'BAD_REQUEST' | 'UNPROCESSABLE' | 'CONFLICT', field: string, message: string) =>
  new AppError(code, message, { [field]: message });

/** A host she is newly placed with must be a signed internship company (spec 02 §7). */
async function checkHost(db: Runner, companyId: number) {
  const host = await repo.isInternshipHost(db, companyId);
  if (host === undefined) throw refuse('BAD_REQUEST', 'hosting_company_id', MSG.badValue);
  if (!host) throw refuse('UNPROCESSABLE', 'hosting_company_id', INTERNSHIP_MSG.hostNotSigned);
}

/** Takes the position for her: it must be the host's and free, whatever another save does at the same instant. */
async function takePosition(db: Runner, positionId: number, companyId: number, beneficiaryId: number) {
  const claim = await claimPosition(db, { positionId, companyId, beneficiaryId });
  if (claim === 'missing') throw refuse('BAD_REQUEST', 'internship_company_id', MSG.badValue);
  if (claim === 'elsewhere') throw refuse('UNPROCESSABLE', 'internship_company_id', INTERNSHIP_MSG.positionElsewhere);
  if (claim === 'taken') throw refuse('CONFLICT', 'internship_company_id', INTERNSHIP_MSG.positionTaken);
}

/** A new internship of hers; the position it names becomes hers in the same transaction. */
export async function createInternship(db: Runner, beneficiaryId: number, input: Fields): Promise<Internship> {
  await checkHost(db, input.hosting_company_id);
  if (input.internship_company_id) await takePosition(db, input.internship_company_id, input.hosting_company_id, beneficiaryId);
  return repo.insertInternship(db, beneficiaryId, input);
}

/**
 * Her internship changed. A new host is checked as on creation; a new position is taken for her,
 * and the one it leaves is freed by the table's trigger. A position kept must still be the host's.
 */
export async function changeInternship(db: Runner, before: Internship, input: Fields): Promise<Internship> {
  if (input.hosting_company_id !== before.hosting_company_id) await checkHost(db, input.hosting_company_id);
  const position = input.internship_company_id;
  if (position && position !== before.internship_company_id) {
    await takePosition(db, position, input.hosting_company_id, before.beneficiary_id);
  } else if (position && before.internship_company?.company_id !== input.hosting_company_id) {
    throw refuse('UNPROCESSABLE', 'internship_company_id', INTERNSHIP_MSG.positionElsewhere);
  }
  const after = await repo.updateInternship(db, before.ID, input);
  if (!after) throw notFound();
  return after;
}

/**
 * Adds (positive) or removes (negative) completed hours in one conditional statement. Beyond the
 * bounds nothing changes and `refusal` carries the spec's text; the internship's owner is known
 * either way, for the Registro.
 */
export async function moveHours(db: Runner, id: number, delta: number) {
  const moved = await repo.moveCompletedHours(db, id, delta);
  if (moved) return { ...moved, refusal: undefined };
  const current = await repo.internshipHours(db, id);
  if (!current) throw notFound();
  const refusal = refuse('UNPROCESSABLE', 'completed_hours', delta < 0 ? INTERNSHIP_MSG.cannotRemove : INTERNSHIP_MSG.cannotAdd);
  return { ...current, refusal };
}
