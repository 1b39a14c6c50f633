import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/build-app';
import { createBeneficiary, createOperator } from '../../test/factories';
import { instant } from '../lib/instant';
import { writeAuditEntry, writeAuditEntryAfterAnswer, type AuditEntry } from './audit-entry';

describe('a view written to the Registro Attività', () => {
  const test = useTestDatabase();

  it('is written once per operator, entity, beneficiary and notes within the window, by either writer', async () => {
    const { db } = test;
    const operator = await createOperator(db);
    const [her, other] = [await createBeneficiary(db), await createBeneficiary(db)];
    const view = (over: Partial<AuditEntry>): AuditEntry => ({
      action: 'get',
      entity: 'social_data',
      beneficiaryId: her.id,
      operatorId: operator.id,
      statusCode: 200,
      notes: null,
      at: instant(),
      ...over,
    });
    expect(await writeAuditEntryAfterAnswer(db, view({}))).toBe(true);
    // another process (the database decides): the same view is not written again, whichever writer asks
    expect(await writeAuditEntryAfterAnswer(db, view({}))).toBe(false);
    expect(await writeAuditEntry(db, view({}))).toBe(false);
    expect(await writeAuditEntryAfterAnswer(db, view({ beneficiaryId: other.id }))).toBe(true);
    expect(await writeAuditEntryAfterAnswer(db, view({ entity: 'addresses' }))).toBe(true);
    expect(await writeAuditEntryAfterAnswer(db, view({ statusCode: 404 }))).toBe(true);
    // a list's view is about no one: its repeat is found too
    expect(await writeAuditEntryAfterAnswer(db, view({ beneficiaryId: null, entity: 'beneficiary', notes: 'Elenco beneficiari' }))).toBe(
      true,
    );
    expect(await writeAuditEntry(db, view({ beneficiaryId: null, entity: 'beneficiary', notes: 'Elenco beneficiari' }))).toBe(false);
    // a change is always written
    expect(await writeAuditEntryAfterAnswer(db, view({ action: 'put' }))).toBe(true);
    expect(await writeAuditEntryAfterAnswer(db, view({ action: 'put' }))).toBe(true);
  });
});
