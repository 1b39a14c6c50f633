import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/build-app';
import { createBeneficiary, createOperator } from '../../../test/factories';
import { dataProjects } from '../../db/schema';
import { findBeneficiary, readBeneficiary } from './beneficiaries.repository';

/** Her page's GET reads her record by a kept statement: it must answer what the built select answers in a change's transaction. */
describe('her record read by the kept statement', () => {
  const test = useTestDatabase();

  it('answers what the built select answers, for each id asked', async () => {
    const { db } = test;
    const operator = await createOperator(db);
    const her = await createBeneficiary(db, { operatorId: operator.id, name: 'Àurora', surname: "D'Angelo" });
    const other = await createBeneficiary(db);
    await db.insert(dataProjects).values({ beneficiaryId: her.id, active: false, projectDateStart: '2026-03-01', notes: 'Perché sì' });

    const record = await readBeneficiary(db, her.id);
    expect(record).toEqual(await findBeneficiary(db, her.id));
    expect(record).toMatchObject({ name: 'Àurora', operator: { email: operator.email }, data_project: { active: false } });
    expect(await readBeneficiary(db, other.id)).toEqual(await findBeneficiary(db, other.id));
    expect(await readBeneficiary(db, 0)).toBeUndefined();
  });
});
