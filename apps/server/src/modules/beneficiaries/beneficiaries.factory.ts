import { computeCodiceFiscale } from '@empowerment/shared';
import type { Db } from '../../db/client';
import { beneficiaries, dataProjects } from '../../db/schema';
import { defineFactory } from '../../../test/factory';

const digits = (n: number, width: number) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;

/** A beneficiary whose unique fields (fiscal code, email, phone) are fresh; her code is valid and agrees with her data. */
const beneficiaryFactory = defineFactory(beneficiaries, (n) => {
  // the n-th row is born n days after 1 January 1960: a different code for each (every file has its own database)
  const birthDate = new Date(Date.UTC(1960, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);
  return {
    name: 'Maria',
    surname: 'Esposito',
    email: `ben-${n}@example.org`,
    phonePrefix: '+39',
    phone: `3${digits(n, 9)}`,
    fiscalCode: computeCodiceFiscale({ name: 'Maria', surname: 'Esposito', birthDate, sex: 'F', placeCode: 'H501' }),
    birthDate,
    sex: 'F',
  };
});

export type BeneficiaryOverrides = Partial<typeof beneficiaries.$inferInsert> & {
  /** With a value, a project row (data_projects) with that active flag; without, no project row. */
  active?: boolean;
};

/** n beneficiaries in one insert, the i-th (from 0) shaped by over(i); project rows where active is given. */
export async function createBeneficiaries(db: Db, n: number, over: (i: number) => BeneficiaryOverrides = () => ({})) {
  const wanted = Array.from({ length: n }, (_, i) => over(i));
  const rows = await beneficiaryFactory.createMany(db, n, (i) => {
    const { active: _active, ...values } = wanted[i];
    return values;
  });
  const projects = rows.flatMap((row, i) => (wanted[i].active === undefined ? [] : [{ beneficiaryId: row.id, active: wanted[i].active! }]));
  if (projects.length) await db.insert(dataProjects).values(projects);
  return rows;
}

/** A beneficiary; with `active` also her project row. */
export async function createBeneficiary(db: Db, over: BeneficiaryOverrides = {}) {
  const [row] = await createBeneficiaries(db, 1, () => over);
  return row;
}
