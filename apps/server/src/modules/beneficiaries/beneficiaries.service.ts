import { MSG } from '@empowerment/shared';
import { formatIdPublic, type Beneficiary, type BeneficiaryCreate, type BeneficiaryPatch } from '@empowerment/shared/beneficiaries';
import type { Db, Runner } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { columnValues } from '../../lib/api-columns';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import type { CurrentOperator } from '../../plugins/auth';
import * as repo from './beneficiaries.repository';
import { refuseIfAnonymised } from '../data-protection';

/** 'Maria Rossi (01_001)': recognisable in the Registro Attività after she is deleted. */
export const beneficiaryNotes = (what: string, r: { name: string; surname: string; id_public?: string | null }) =>
  `${what}: ${r.name} ${r.surname}${r.id_public ? ` (${r.id_public})` : ''}`;

const badMunicipio = () => new AppError('BAD_REQUEST', MSG.badValue, { municipio_id: MSG.badValue });

/** An id_public typed by hand ('05_010') moves its prefix's counter past it. */
async function reserveTyped(tx: Runner, idPublic: string) {
  const [prefix, sequence] = idPublic.split('_');
  await repo.reserveSequence(tx, prefix, Number(sequence));
}

/**
 * A new beneficiary, registered by the caller. Without an id_public she gets her municipio's next
 * one, taken from the counter in the same transaction as the insert: concurrent creates in one
 * municipio wait for each other on the counter's row and never get the same number.
 */
export async function createBeneficiary(db: Db, caller: CurrentOperator, input: BeneficiaryCreate): Promise<Beneficiary> {
  const id = await db.transaction(async (tx) => {
    let idPublic = input.id_public;
    if (idPublic) {
      await reserveTyped(tx, idPublic);
    } else {
      const municipio = await repo.municipioPublicId(tx, input.municipio_id);
      if (municipio === undefined) throw badMunicipio();
      const prefix = String(municipio).padStart(2, '0');
      idPublic = formatIdPublic(municipio, await repo.nextSequence(tx, prefix));
    }
    return repo.insertBeneficiary(tx, {
      ...columnValues(beneficiaries, input),
      idPublic,
      operatorId: caller.id,
    } as repo.BeneficiaryValues & {
      name: string;
      surname: string;
    });
  });
  return (await repo.findBeneficiary(db, id))!;
}

const found = (beneficiary: Beneficiary | undefined) => {
  if (!beneficiary) throw notFound();
  return beneficiary;
};

/** Her record for her page (a read, outside any transaction); 404 when there is none. */
export const getBeneficiary = async (db: Db, id: number): Promise<Beneficiary> => found(await repo.readBeneficiary(db, id));

/**
 * Changes only the fields sent (PATCH): the others keep their value. A new municipio keeps her
 * id_public; an id_public changed by hand moves the counter past it.
 */
export async function patchBeneficiary(db: Db, id: number, input: BeneficiaryPatch) {
  const { ID, ...fields } = input;
  if (ID !== undefined && ID !== id) throw new AppError('BAD_REQUEST', MSG.badValue, { ID: MSG.badValue });
  return db.transaction(async (tx) => {
    const before = found(await repo.findBeneficiary(tx, id));
    // her identifying values were removed for good: none comes back through an edit
    await refuseIfAnonymised(tx, id);
    const values = columnValues(beneficiaries, fields);
    if (Object.keys(values).length > 0) {
      if (fields.id_public && fields.id_public !== before.id_public) await reserveTyped(tx, fields.id_public);
      await repo.updateBeneficiary(tx, id, values);
    }
    const after = found(await repo.findBeneficiary(tx, id));
    return { beneficiary: after, changed: changedFields(before, fields) };
  });
}

/** Deletes her and, in the same statement's cascade, every section of hers; her log entries stay. */
export async function deleteBeneficiary(db: Db, id: number) {
  const deleted = await db.transaction((tx) => repo.deleteBeneficiary(tx, id));
  if (!deleted) throw notFound();
  return { name: deleted.name, surname: deleted.surname, id_public: deleted.idPublic };
}
