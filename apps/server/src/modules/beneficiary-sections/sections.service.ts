import type { LogChange } from '@empowerment/shared';
import { BENEFICIARY_MSG, SECTION_MSG } from '@empowerment/shared/beneficiaries';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { beneficiaryExists } from '../beneficiaries';
import type { SectionEntry } from './sections.registry';
import { findByBeneficiary, findForUpdate, insertRow, readByBeneficiary, updateRow, type SectionRow } from './sections.repository';

type Payload = Record<string, unknown> & { beneficiary_id: number };

/** The payload's beneficiary must be the one of the path or of the row. */
function checkOwner(payload: Payload, beneficiaryId: number) {
  if (payload.beneficiary_id !== beneficiaryId) {
    throw new AppError('BAD_REQUEST', BENEFICIARY_MSG.idInvalid, { beneficiary_id: BENEFICIARY_MSG.idInvalid });
  }
}

async function requireBeneficiary(db: Db, beneficiaryId: number) {
  if (!(await beneficiaryExists(db, beneficiaryId))) throw notFound(SECTION_MSG.beneficiaryMissing);
}

/** The section of a beneficiary (address: all her rows); 404 while it does not exist. */
export async function getSection(db: Db, entry: SectionEntry, beneficiaryId: number): Promise<SectionRow | SectionRow[]> {
  const rows = await readByBeneficiary(db, entry.table, beneficiaryId);
  if (rows.length === 0) {
    await requireBeneficiary(db, beneficiaryId);
    throw notFound();
  }
  return entry.rowsBy ? rows : rows[0];
}

/** A new section row; a second one of the same section (or address type) is a 409 from its unique key. */
export async function createSection(db: Db, entry: SectionEntry, beneficiaryId: number, payload: Payload): Promise<SectionRow> {
  checkOwner(payload, beneficiaryId);
  await requireBeneficiary(db, beneficiaryId);
  return insertRow(db, entry.table, payload);
}

/**
 * An update of a row found by `locate` (the beneficiary's section, or the row's own ID): the row and
 * the names of the fields that changed, read and written in one transaction.
 */
export async function updateSection(
  db: Db,
  entry: SectionEntry,
  locate: { id: number } | { beneficiaryId: number },
  payload: Payload,
): Promise<{ row: SectionRow; changed: LogChange[] }> {
  return db.transaction(async (tx) => {
    const id = 'id' in locate ? locate.id : (await findByBeneficiary(tx, entry.table, locate.beneficiaryId))[0]?.ID;
    const before = id === undefined ? undefined : await findForUpdate(tx, entry.table, id);
    if (!before) {
      if ('beneficiaryId' in locate) await requireBeneficiary(db, locate.beneficiaryId);
      throw notFound();
    }
    checkOwner(payload, before.beneficiary_id);
    const row = await updateRow(tx, entry.table, before.ID, payload);
    return { row, changed: changedFields(before, payload) };
  });
}
