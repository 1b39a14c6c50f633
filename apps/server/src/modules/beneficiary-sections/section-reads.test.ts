import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/build-app';
import { createBeneficiary } from '../../../test/factories';
import { addresses, dataProjects } from '../../db/schema';
import { findByBeneficiary, readByBeneficiary } from './sections.repository';

/** Her page's GET reads a section by a kept statement: it must answer what the built select answers in a change's transaction. */
describe('her sections read by the kept statements', () => {
  const test = useTestDatabase();

  it('answer what the built selects answer, oldest row first, for each section and id asked', async () => {
    const { db } = test;
    const [her, other] = [await createBeneficiary(db), await createBeneficiary(db)];
    await db.insert(dataProjects).values({ beneficiaryId: her.id, active: false, notes: 'Perché sì' });
    await db.insert(addresses).values([
      { beneficiaryId: her.id, type: 'domicilio', city: 'Roma' },
      { beneficiaryId: her.id, type: 'residenza', city: 'Forlì' },
    ]);

    const rows = await readByBeneficiary(db, addresses, her.id);
    expect(rows).toEqual(await findByBeneficiary(db, addresses, her.id));
    expect(rows.map((r) => r.city)).toEqual(['Roma', 'Forlì']);
    expect(await readByBeneficiary(db, dataProjects, her.id)).toEqual(await findByBeneficiary(db, dataProjects, her.id));
    expect(await readByBeneficiary(db, addresses, other.id)).toEqual([]);
  });
});
