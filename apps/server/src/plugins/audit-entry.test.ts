import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/build-app';
import { createBeneficiary, createOperator } from '../../test/factories';
import { instant } from '../lib/instant';
import { activityLogs } from '../db/schema';
import { VIEW_REPEAT_WINDOW_MS, viewsWrittenTogether, writeAuditEntry, writeAuditEntryAfterAnswer, type AuditEntry } from './audit-entry';

describe('a view written to the Registro Attività', () => {
  const test = useTestDatabase();

  const viewOf =
    (operatorId: number, beneficiaryId: number | null) =>
    (over: Partial<AuditEntry>): AuditEntry => ({
      action: 'get',
      entity: 'social_data',
      beneficiaryId,
      operatorId,
      statusCode: 200,
      notes: null,
      at: instant(),
      ...over,
    });

  it('is written once per operator, entity, beneficiary and notes within the window, by either writer', async () => {
    const { db } = test;
    const operator = await createOperator(db);
    const [her, other] = [await createBeneficiary(db), await createBeneficiary(db)];
    const view = viewOf(operator.id, her.id);
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

  /** What a write answered: the whole window (written), the rest of an earlier row's (found; it was written seconds ago), none. */
  const known = (ms: number) =>
    ms === VIEW_REPEAT_WINDOW_MS
      ? 'whole'
      : ms > VIEW_REPEAT_WINDOW_MS - 60_000 && ms < VIEW_REPEAT_WINDOW_MS
        ? 'rest'
        : ms === 0
          ? 'none'
          : ms;

  it('is written with the views answered meanwhile in one statement, each checked and answered as if alone', async () => {
    const { db } = test;
    const operator = await createOperator(db);
    const [her, other] = [await createBeneficiary(db), await createBeneficiary(db)];
    const view = viewOf(operator.id, her.id);
    const writer = viewsWrittenTogether(db);
    // written before: its repeat in the batch is found in the table
    expect(await writeAuditEntryAfterAnswer(db, view({ entity: 'addresses' }))).toBe(true);
    const answers = await Promise.all([
      writer.write(view({})), // alone: the statement is on its way while the others wait
      writer.write(view({ beneficiaryId: other.id })),
      writer.write(view({ entity: 'addresses' })), // a repeat of the row above
      writer.write(view({ beneficiaryId: other.id })), // the same view twice in one batch: written once
      writer.write(view({ beneficiaryId: 999_999 })), // nobody: written with no beneficiary
      writer.write(view({ beneficiaryId: null, entity: 'beneficiary', notes: 'Elenco beneficiari' })),
      writer.write(view({ beneficiaryId: 999_998, beneficiaryKnown: true })), // named by the handler: kept as it is
      writer.write(view({ statusCode: 404, notes: 'Non trovato' })),
    ]);
    // how long the log is known to hold each: the whole window when written, what is left of the
    // earlier row's when found, nothing for the second of the same view in one batch
    expect(answers.map(known)).toEqual(['whole', 'whole', 'rest', 'none', 'whole', 'whole', 'whole', 'whole']);
    const rows = await db
      .select({
        entity: activityLogs.entity,
        beneficiaryId: activityLogs.beneficiaryId,
        statusCode: activityLogs.statusCode,
        notes: activityLogs.notes,
      })
      .from(activityLogs)
      .where(eq(activityLogs.operatorId, operator.id))
      .orderBy(asc(activityLogs.id));
    expect(rows).toEqual([
      { entity: 'addresses', beneficiaryId: her.id, statusCode: 200, notes: null },
      { entity: 'social_data', beneficiaryId: her.id, statusCode: 200, notes: null },
      { entity: 'social_data', beneficiaryId: other.id, statusCode: 200, notes: null },
      { entity: 'social_data', beneficiaryId: null, statusCode: 200, notes: null },
      { entity: 'beneficiary', beneficiaryId: null, statusCode: 200, notes: 'Elenco beneficiari' },
      { entity: 'social_data', beneficiaryId: 999_998, statusCode: 200, notes: null },
      { entity: 'social_data', beneficiaryId: her.id, statusCode: 404, notes: 'Non trovato' },
    ]);
    // the same views again, together: every one is a repeat now
    expect(
      (
        await Promise.all([
          writer.write(view({})),
          writer.write(view({ beneficiaryId: other.id })),
          writer.write(view({ statusCode: 404, notes: 'Non trovato' })),
        ])
      ).map(known),
    ).toEqual(['rest', 'rest', 'rest']);
  });

  it('loses no view of a batch that fails: each is then written alone', async () => {
    const { db } = test;
    const operator = await createOperator(db);
    const her = await createBeneficiary(db);
    const writer = viewsWrittenTogether(db);
    const first = writer.write(viewOf(operator.id, her.id)({ entity: 'addresses' }));
    // an operator the foreign key refuses (deleted since her call) fails her batch, not the others' views
    const [gone, kept, alsoKept] = await Promise.allSettled([
      writer.write(viewOf(operator.id + 1000, her.id)({})),
      writer.write(viewOf(operator.id, her.id)({})),
      writer.write(viewOf(operator.id, null)({ entity: 'beneficiary' })),
    ]);
    expect(await first).toBe(VIEW_REPEAT_WINDOW_MS);
    expect(gone.status).toBe('rejected');
    expect(kept).toEqual({ status: 'fulfilled', value: VIEW_REPEAT_WINDOW_MS });
    expect(alsoKept).toEqual({ status: 'fulfilled', value: VIEW_REPEAT_WINDOW_MS });
    const written = await db.select({ entity: activityLogs.entity }).from(activityLogs).where(eq(activityLogs.operatorId, operator.id));
    expect(written.map((row) => row.entity).sort()).toEqual(['addresses', 'beneficiary', 'social_data']);
  });
});
