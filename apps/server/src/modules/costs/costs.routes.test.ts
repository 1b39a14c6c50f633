import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLogs, beneficiaries, beneficiaryCareerDays, careerDays, costs, files, typesCosts } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import {
  authHeader,
  createBeneficiary,
  createFileType,
  createOperator,
  createInterview,
  createInterviewType,
} from '../../../test/factories';
import { createCost, createCostType } from './costs.factory';

const t = await useTestApp();

const operator = await createOperator(t.db);
const headers = await authHeader(t.app, operator);
const travel = await createCostType(t.db, { type: 'Rimborso viaggio' });
const fee = await createCostType(t.db, { type: 'Quota di iscrizione' });
const maria = await createBeneficiary(t.db, { name: 'Maria', surname: 'Rossi' });
const amina = await createBeneficiary(t.db, { name: 'Amina', surname: 'Diallo' });
const fileType = await createFileType(t.db);
const [mariaFile] = await t.db
  .insert(files)
  .values({ name: 'ricevuta.pdf', mime: 'application/pdf', size: 10, typeId: fileType.id, entityType: 'Costi', beneficiaryId: maria.id })
  .returning();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });

const input = (over: Record<string, unknown> = {}) => ({
  date: '2026-03-14',
  type: travel.id,
  amount_committed: 150.1,
  amount_paid: '0,20',
  amount_expected: 0.7,
  confirmed: false,
  notes: 'Abbonamento mensile',
  file_id: null,
  entity_type: 'Beneficiario',
  entity_id: null,
  ...over,
});

const logsOf = async (action: string) =>
  t.db
    .select({ notes: activityLogs.notes, beneficiaryId: activityLogs.beneficiaryId, statusCode: activityLogs.statusCode })
    .from(activityLogs)
    .where(and(eq(activityLogs.operatorId, operator.id), eq(activityLogs.entity, 'costs'), eq(activityLogs.action, action)))
    .orderBy(desc(activityLogs.id));

describe('POST /api/auth/costs/beneficiaries/:beneficiaryId', () => {
  it('adds a cost to her, amounts exact to the cent, and logs it with her id', async () => {
    const res = await call('POST', `/api/auth/costs/beneficiaries/${maria.id}`, input({ file_id: mariaFile.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      beneficiary_id: maria.id,
      beneficiary: 'Maria Rossi',
      date: '2026-03-14',
      type: travel.id,
      type_name: 'Rimborso viaggio',
      amount_committed: 150.1,
      amount_paid: 0.2,
      amount_expected: 0.7,
      confirmed: false,
      file_id: mariaFile.id,
      file_name: 'ricevuta.pdf',
      entity_type: 'Beneficiario',
      entity_id: null,
    });
    // stored as numeric(12,2): the sum in SQL is exact
    const [{ total }] = await t.db
      .select({ total: sql<string>`sum(${costs.amountCommitted} + ${costs.amountPaid} + ${costs.amountExpected})::text` })
      .from(costs)
      .where(eq(costs.id, res.json().ID));
    expect(total).toBe('151.00');
    const [log] = await logsOf('post');
    expect(log).toMatchObject({ beneficiaryId: maria.id, statusCode: 201 });
    expect(log.notes).toContain('Costo aggiunto: Rimborso viaggio del 2026-03-14');
  });

  it('takes a date-time as clients send it and answers the day', async () => {
    const res = await call('POST', `/api/auth/costs/beneficiaries/${maria.id}`, input({ date: '2026-11-26T00:00:00Z' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().date).toBe('2026-11-26');
  });

  it('refuses a cost breaking the rules with the Italian texts, and stores nothing', async () => {
    const before = await t.db.$count(costs, eq(costs.beneficiaryId, amina.id));
    const res = await call(
      'POST',
      `/api/auth/costs/beneficiaries/${amina.id}`,
      input({ amount_committed: 0, amount_paid: -5, amount_expected: 1.234, notes: 'x'.repeat(251), entity_type: '', type: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      amount_committed: "L'importo impegnato è obbligatorio",
      amount_paid: "L'importo non può essere negativo",
      amount_expected: 'Inserire un importo valido (al massimo due decimali)',
      notes: 'Le note devono contenere al massimo 250 caratteri',
      entity_type: 'Seleziona a cosa è associato il costo',
      type: 'Seleziona il tipo di costo',
    });
    expect(await t.db.$count(costs, eq(costs.beneficiaryId, amina.id))).toBe(before);
  });

  it('refuses a missing beneficiary, an unknown type and a document of another beneficiary', async () => {
    const nobody = await call('POST', '/api/auth/costs/beneficiaries/999999', input());
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe('ID beneficiario non valido');
    const badType = await call('POST', `/api/auth/costs/beneficiaries/${amina.id}`, input({ type: 999999 }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toEqual({ type: 'Seleziona il tipo di costo' });
    const otherFile = await call('POST', `/api/auth/costs/beneficiaries/${amina.id}`, input({ file_id: mariaFile.id }));
    expect(otherFile.statusCode).toBe(400);
    expect(otherFile.json().fields).toEqual({ file_id: 'Valore non valido' });
    const otherBody = await call('POST', `/api/auth/costs/beneficiaries/${amina.id}`, input({ beneficiary_id: maria.id }));
    expect(otherBody.statusCode).toBe(400);
  });
});

describe('GET /api/auth/costs/', () => {
  it('pages her costs by 11, newest day first, with the total on get-tot', async () => {
    const b = await createBeneficiary(t.db);
    for (let i = 1; i <= 12; i++)
      await createCost(t.db, { beneficiaryId: b.id, type: fee.id, date: `2026-01-${String(i).padStart(2, '0')}` });
    const first = await call('GET', `/api/auth/costs/?beneficiary_id=${b.id}&offset=0`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(11);
    expect(first.json()[0].date).toBe('2026-01-12');
    const second = await call('GET', `/api/auth/costs/?beneficiary_id=${b.id}&limit=11&offset=11&get-tot=true`);
    expect(second.json()).toMatchObject({ total: 12, data: [{ date: '2026-01-01', type_name: 'Quota di iscrizione' }] });
    // a view is written to the Registro after the answer
    await vi.waitFor(async () => {
      const [log] = await logsOf('get');
      expect(log?.beneficiaryId).toBe(b.id);
    });
  });

  it("finds an entity's cost and filters the programme-wide list", async () => {
    const b = await createBeneficiary(t.db, { name: 'Zoë', surname: 'SStrauss' });
    const linked = await createCost(t.db, {
      beneficiaryId: b.id,
      type: fee.id,
      entityType: 'Colloquio',
      entityId: 42,
      confirmed: true,
      date: '2025-05-05',
    });
    await createCost(t.db, { beneficiaryId: b.id, type: travel.id, date: '2025-06-06' });
    const byEntity = await call('GET', `/api/auth/costs/?entity_id=42&beneficiary_id=${b.id}&entity_type=Colloquio&limit=1`);
    expect(byEntity.json().map((r: { ID: number }) => r.ID)).toEqual([linked.id]);
    const filtered = await call(
      'GET',
      `/api/auth/costs/?beneficiary=zoe&type=${fee.id}&confirmed=true&date_from=2025-05-01&date_to=2025-05-31&get-tot=true`,
    );
    expect(filtered.json()).toMatchObject({ total: 1, data: [{ ID: linked.id, beneficiary: 'Zoë SStrauss' }] });
    const none = await call('GET', `/api/auth/costs/?beneficiary_id=${b.id}&confirmed=false&date_from=2025-07-01`);
    expect(none.json()).toEqual([]);
  });

  it('refuses bad filters', async () => {
    const res = await call('GET', '/api/auth/costs/?date_from=2025-02-30&entity_type=Altro');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ date_from: 'Data non valida', entity_type: 'Valore non valido' });
  });
});

describe('PUT /api/auth/costs/:id', () => {
  it('saves the change and logs the verification change from one state to the other', async () => {
    const cost = await createCost(t.db, { beneficiaryId: amina.id, type: travel.id });
    const res = await call('PUT', `/api/auth/costs/${cost.id}`, input({ confirmed: true, amount_committed: 100 }), {
      'if-match': `"${(await call('GET', `/api/auth/costs/?beneficiary_id=${amina.id}`)).json().find((r: { ID: number }) => r.ID === cost.id).UpdatedAt}"`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ID: cost.id, confirmed: true, amount_paid: 0.2 });
    const [log] = await logsOf('put');
    expect(log).toMatchObject({ beneficiaryId: amina.id, statusCode: 200 });
    expect(log.notes).toMatch(/^Stato di conferma cambiato da 'Da verificare' a 'Verificato'; campi modificati: .*Stato Verifica/);
    const back = await call('PUT', `/api/auth/costs/${cost.id}`, input({ confirmed: false, amount_committed: 100 }));
    expect(back.statusCode).toBe(200);
    expect((await logsOf('put'))[0].notes).toMatch(/^Stato di conferma cambiato da 'Verificato' a 'Da verificare'/);
  });

  it('writes no log entry of a verification change when the save fails, and changes nothing', async () => {
    const cost = await createCost(t.db, { beneficiaryId: amina.id, type: travel.id });
    // the type is checked by the database during the save: the change and its entry roll back together
    const failed = await call('PUT', `/api/auth/costs/${cost.id}`, input({ confirmed: true, type: 999999 }));
    expect(failed.statusCode).toBe(400);
    const stale = await call('PUT', `/api/auth/costs/${cost.id}`, input({ confirmed: true }), { 'if-match': '"2000-01-01T00:00:00.000Z"' });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.db.select().from(costs).where(eq(costs.id, cost.id));
    expect(row.confirmed).toBe(false);
    // the refusals are in the Registro (written after the answer), none of them saying the state changed
    await vi.waitFor(async () => {
      // each says why: the type the database refused, the save over a newer version
      const refusals = (await logsOf('put')).filter((e) => e.notes?.startsWith(`Costo #${cost.id}; motivo: `));
      expect(refusals.map((e) => e.statusCode).sort()).toEqual([400, 409]);
    });
    expect((await logsOf('put')).filter((e) => e.notes?.includes('Stato di conferma') && e.statusCode !== 200)).toEqual([]);
  });

  it("answers 'ID del costo non valido' for a bad or unknown id", async () => {
    const bad = await call('PUT', '/api/auth/costs/abc', input());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('ID del costo non valido');
    const unknown = await call('PUT', '/api/auth/costs/999999', input());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ID del costo non valido');
  });
});

describe('DELETE /api/auth/costs/:id', () => {
  it('deletes the cost, logs it with her id, and answers 404 after', async () => {
    const cost = await createCost(t.db, { beneficiaryId: maria.id, type: fee.id });
    expect((await call('DELETE', `/api/auth/costs/${cost.id}`)).statusCode).toBe(204);
    expect(await t.db.$count(costs, eq(costs.id, cost.id))).toBe(0);
    expect((await logsOf('delete'))[0]).toMatchObject({ beneficiaryId: maria.id, statusCode: 204 });
    expect((await call('DELETE', `/api/auth/costs/${cost.id}`)).statusCode).toBe(404);
  });

  it('a deleted document leaves the cost without one; a used cost type cannot be deleted', async () => {
    const [doc] = await t.db
      .insert(files)
      .values({ name: 'fattura.pdf', mime: 'application/pdf', size: 10, typeId: fileType.id, entityType: 'Costi', beneficiaryId: maria.id })
      .returning();
    const cost = await createCost(t.db, { beneficiaryId: maria.id, type: fee.id, fileId: doc.id });
    await t.db.delete(files).where(eq(files.id, doc.id));
    const [row] = await t.db.select().from(costs).where(eq(costs.id, cost.id));
    expect(row.fileId).toBeNull();
    await expect(t.db.delete(typesCosts).where(eq(typesCosts.id, fee.id))).rejects.toThrow();
  });

  it('goes with her when she is deleted', async () => {
    const b = await createBeneficiary(t.db);
    const cost = await createCost(t.db, { beneficiaryId: b.id, type: fee.id });
    await t.db.delete(beneficiaries).where(eq(beneficiaries.id, b.id));
    expect(await t.db.$count(costs, eq(costs.id, cost.id))).toBe(0);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/costs/' })).statusCode).toBe(401);
  });
});

describe('a cost for a record of her path (entity_type, entity_id)', () => {
  it('offers her records, links a cost to one of them and names it in the row', async () => {
    const b = await createBeneficiary(t.db);
    const other = await createBeneficiary(t.db);
    const interviewType = await createInterviewType(t.db, { type: `Orientamento ${b.id}` });
    const interview = await createInterview(t.db, b.id, interviewType.id, { date: '2026-03-12' });
    await createInterview(t.db, other.id, interviewType.id);
    const [day] = await t.db.insert(careerDays).values({ title: 'Career Day Moda', day: '2026-05-20' }).returning();
    await t.db.insert(beneficiaryCareerDays).values({ beneficiaryId: b.id, careerDayId: day.id });

    const choices = await call('GET', `/api/auth/costs/beneficiaries/${b.id}/entities`);
    expect(choices.statusCode).toBe(200);
    expect(choices.json()).toEqual([
      { entity_type: 'Career Day', entity_id: day.id, label: 'Career Day Moda – 20/05/2026' },
      { entity_type: 'Colloquio', entity_id: interview.id, label: `12/03/2026 – Orientamento ${b.id}` },
    ]);

    const created = await call(
      'POST',
      `/api/auth/costs/beneficiaries/${b.id}`,
      input({ entity_type: 'Colloquio', entity_id: interview.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      entity_type: 'Colloquio',
      entity_id: interview.id,
      entity_label: `12/03/2026 – Orientamento ${b.id}`,
    });
    // the interview's attached cost, as the Colloqui tab asks for it
    const attached = await call('GET', `/api/auth/costs/?entity_id=${interview.id}&beneficiary_id=${b.id}&entity_type=Colloquio&limit=1`);
    expect(attached.json().map((r: { ID: number }) => r.ID)).toEqual([created.json().ID]);
  });

  it("refuses another beneficiary's record, a record of another kind, and an id with 'Beneficiario'", async () => {
    const b = await createBeneficiary(t.db);
    const other = await createBeneficiary(t.db);
    const interviewType = await createInterviewType(t.db);
    const othersInterview = await createInterview(t.db, other.id, interviewType.id);
    const mine = await createInterview(t.db, b.id, interviewType.id);
    const refused = "L'elemento scelto non appartiene al percorso della beneficiaria";
    for (const link of [
      { entity_type: 'Colloquio', entity_id: othersInterview.id },
      { entity_type: 'Tirocinio', entity_id: mine.id },
      { entity_type: 'Beneficiario', entity_id: mine.id },
    ]) {
      const res = await call('POST', `/api/auth/costs/beneficiaries/${b.id}`, input(link));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: refused, fields: { entity_id: refused } });
    }
    expect(await t.db.$count(costs, eq(costs.beneficiaryId, b.id))).toBe(0);
  });
});
