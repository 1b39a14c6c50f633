import { formatIdPublic, IMPORT_MSG, type BeneficiaryCreate, type ImportMapping } from '@empowerment/shared/beneficiaries';
import type { Runner } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { municipioPublicId, nextSequence, reserveSequence } from '../beneficiaries';
import { checkMapping, checkRows, refuseRepeats, uniqueValues, type CheckedRow } from './beneficiary-import.check';
import type { Sheet } from './beneficiary-import.read';
import * as repo from './beneficiary-import.repository';

/** An uploaded file with its sheet as read at its upload; 404 when there is no such upload. */
export async function loadUpload(db: Runner, id: number, lock = false) {
  const file = await repo.findImport(db, id, lock);
  if (!file) throw notFound(IMPORT_MSG.notFound);
  return { file, sheet: file.sheet };
}

/**
 * Every row of the file by the create form's rules, then against the beneficiaries already stored
 * and the file's earlier rows (fiscal code, email, phone, public id): one query for the reference
 * lists, one for the unique values, whatever the number of rows.
 */
export async function checkUpload(db: Runner, sheet: Sheet, mapping: ImportMapping) {
  checkMapping(sheet.headers, mapping);
  const rows = checkRows(sheet, mapping, await repo.lookups(db));
  refuseRepeats(rows, await repo.takenValues(db, uniqueValues(rows)), mapping);
  return rows;
}

/**
 * The public ids of the rows as the create form gets them (beneficiaries.service): a typed one moves
 * its prefix's counter past it; the others take their municipio's next numbers, all of a municipio's
 * at once, from the counter locked until the transaction ends.
 */
async function withPublicIds(tx: Runner, inputs: BeneficiaryCreate[]) {
  for (const input of inputs) {
    if (!input.id_public) continue;
    const [prefix, sequence] = input.id_public.split('_');
    await reserveSequence(tx, prefix, Number(sequence));
  }
  const byMunicipio = new Map<number, BeneficiaryCreate[]>();
  for (const input of inputs)
    if (!input.id_public) byMunicipio.set(input.municipio_id, [...(byMunicipio.get(input.municipio_id) ?? []), input]);
  const withIds: (BeneficiaryCreate & { id_public: string })[] = inputs.filter(
    (i): i is BeneficiaryCreate & { id_public: string } => !!i.id_public,
  );
  for (const [municipioId, rows] of byMunicipio) {
    const municipio = await municipioPublicId(tx, municipioId);
    if (municipio === undefined) throw new AppError('UNPROCESSABLE', IMPORT_MSG.unknownMunicipio(String(municipioId)));
    const prefix = String(municipio).padStart(2, '0');
    const first = await nextSequence(tx, prefix);
    if (rows.length > 1) await reserveSequence(tx, prefix, first + rows.length - 1);
    rows.forEach((input, i) => withIds.push({ ...input, id_public: formatIdPublic(municipio, first + i) }));
  }
  return withIds;
}

/** Creates the valid rows, in the caller's transaction: all of them or, on any failure, none. */
export async function createRows(tx: Runner, rows: readonly CheckedRow[], operatorId: number) {
  const inputs = rows.flatMap((r) => (r.input ? [r.input] : []));
  if (inputs.length === 0) throw new AppError('UNPROCESSABLE', IMPORT_MSG.nothingValid);
  const ids = await repo.insertBeneficiaries(tx, await withPublicIds(tx, inputs), operatorId);
  return { created: ids.length, skipped: rows.length - ids.length };
}
