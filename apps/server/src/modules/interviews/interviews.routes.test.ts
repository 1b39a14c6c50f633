import ExcelJS from 'exceljs';
import { VERSION_HEADER, versionTag } from '@empowerment/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLogs, interviews } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { createInterview, createInterviewType } from './interviews.factory';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let operatorId: number;
let typeId: number;
let typeLabel: string;

beforeAll(async () => {
  const op = await createOperator(t.db);
  operatorId = op.id;
  operator = await authHeader(t.app, op);
  admin = await authHeader(t.app, await createAdmin(t.db));
  const type = await createInterviewType(t.db);
  typeId = type.id;
  typeLabel = type.type;
});

const NOT_FOUND = { error: 'Risorsa non trovata' };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = operator) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const lastLog = async (action: string) => {
  const [row] = await t.db
    .select({ beneficiaryId: activityLogs.beneficiaryId, statusCode: activityLogs.statusCode, notes: activityLogs.notes })
    .from(activityLogs)
    .where(and(eq(activityLogs.operatorId, operatorId), eq(activityLogs.entity, 'interview'), eq(activityLogs.action, action)))
    .orderBy(desc(activityLogs.id))
    .limit(1);
  return row;
};

const body = { date: '2026-02-10', type_id: 0, interviewer: 'Giulia Bianchi (COL Roma)', notes: 'Primo incontro' };

describe('interviews of a beneficiary', () => {
  it('adds one (201, with its type and her name), lists it, and logs it under her id', async () => {
    const ben = await createBeneficiary(t.db);
    const res = await call('POST', `/api/auth/interviews/beneficiaries/${ben.id}`, { ...body, type_id: typeId, beneficiary_id: ben.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      beneficiary_id: ben.id,
      date: '2026-02-10',
      type_id: typeId,
      type: typeLabel,
      interviewer: 'Giulia Bianchi (COL Roma)',
      notes: 'Primo incontro',
      beneficiary: { ID: ben.id, name: ben.name, surname: ben.surname, fiscal_code: ben.fiscalCode },
    });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['CreatedAt', 'ID', 'UpdatedAt', 'beneficiary', 'beneficiary_id', 'date', 'interviewer', 'notes', 'type', 'type_id'].sort(),
    );
    expect(await lastLog('post')).toMatchObject({ beneficiaryId: ben.id, statusCode: 201 });

    const list = await call('GET', `/api/auth/interviews/?beneficiary_id=${ben.id}&limit=11&offset=0`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([res.json()]);
    // a view is written to the Registro after the answer
    await vi.waitFor(async () => expect(await lastLog('get')).toMatchObject({ beneficiaryId: ben.id, statusCode: 200 }));
  });

  it('takes the date as an RFC 3339 date-time and answers the day', async () => {
    const ben = await createBeneficiary(t.db);
    const res = await call('POST', `/api/auth/interviews/beneficiaries/${ben.id}`, {
      ...body,
      type_id: typeId,
      date: '2026-02-11T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().date).toBe('2026-02-11');
  });

  it('refuses a form that breaks the rules with the Italian texts, and stores nothing', async () => {
    const ben = await createBeneficiary(t.db);
    const url = `/api/auth/interviews/beneficiaries/${ben.id}`;
    const res = await call('POST', url, { date: '2999-01-01', type_id: '', interviewer: 'Al', notes: 'n'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      date: 'La data non può essere nel futuro',
      type_id: 'Seleziona un tipo di colloquio',
      interviewer: 'Il nome deve contenere almeno 3 caratteri',
      notes: 'Le note sono troppo lunghe (max 300 caratteri)',
    });
    expect((await call('POST', url, {})).json().fields).toEqual({
      date: 'La data è obbligatoria',
      type_id: 'Seleziona un tipo di colloquio',
      interviewer: "Il nome dell'intervistatore è obbligatorio",
    });
    expect((await call('POST', url, { ...body, type_id: typeId, interviewer: 'x'.repeat(101) })).json().fields).toEqual({
      interviewer: 'Il nome non può superare i 100 caratteri',
    });
    // a type that is not in the list, a body naming another beneficiary
    expect((await call('POST', url, { ...body, type_id: 999999 })).statusCode).toBe(400);
    expect((await call('POST', url, { ...body, type_id: typeId, beneficiary_id: ben.id + 1000 })).statusCode).toBe(400);
    expect(await t.db.$count(interviews, eq(interviews.beneficiaryId, ben.id))).toBe(0);
  });

  it('answers 404 for a beneficiary or an interview that does not exist', async () => {
    const missing = await call('POST', '/api/auth/interviews/beneficiaries/999999', { ...body, type_id: typeId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    expect((await call('PUT', '/api/auth/interviews/999999', { ...body, type_id: typeId })).json()).toEqual(NOT_FOUND);
    expect((await call('DELETE', '/api/auth/interviews/999999')).statusCode).toBe(404);
  });

  it('updates with the same rules (200), refuses a stale save with 409 and logs under her id', async () => {
    const ben = await createBeneficiary(t.db);
    const created = (await call('POST', `/api/auth/interviews/beneficiaries/${ben.id}`, { ...body, type_id: typeId })).json();
    const url = `/api/auth/interviews/${created.ID}`;

    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...operator, [VERSION_HEADER]: versionTag(created.UpdatedAt) },
      payload: { ...body, type_id: typeId, notes: 'Esito positivo', beneficiary_id: ben.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ID: created.ID, notes: 'Esito positivo' });
    expect(await lastLog('put')).toMatchObject({ beneficiaryId: ben.id, statusCode: 200 });

    const stale = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...operator, [VERSION_HEADER]: versionTag(created.UpdatedAt) },
      payload: { ...body, type_id: typeId, notes: 'Sovrascritto' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().stale).toBe(true);

    const bad = await call('PUT', url, { ...body, type_id: typeId, date: '', notes: 'ok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ date: 'La data è obbligatoria' });
    // the notes are sent with the whole interview, not left out
    expect((await call('PUT', url, { date: body.date, type_id: typeId, interviewer: body.interviewer })).json().fields).toEqual({
      notes: 'Questo campo è obbligatorio',
    });
    expect((await call('GET', `/api/auth/interviews/?beneficiary_id=${ben.id}`)).json()[0].notes).toBe('Esito positivo');
  });

  it('deletes one (204) and logs under her id; her interviews go with her', async () => {
    const ben = await createBeneficiary(t.db);
    const one = await createInterview(t.db, ben.id, typeId);
    const res = await call('DELETE', `/api/auth/interviews/${one.id}`);
    expect(res.statusCode).toBe(204);
    expect(await lastLog('delete')).toMatchObject({ beneficiaryId: ben.id, statusCode: 204 });
    expect(await t.db.$count(interviews, eq(interviews.id, one.id))).toBe(0);

    const other = await createBeneficiary(t.db);
    await createInterview(t.db, other.id, typeId);
    expect((await call('DELETE', `/api/auth/beneficiaries/${other.id}`, undefined, admin)).statusCode).toBeLessThan(300);
    expect(await t.db.$count(interviews, eq(interviews.beneficiaryId, other.id))).toBe(0);
  });

  it('keeps a type in use in its list (424)', async () => {
    const ben = await createBeneficiary(t.db);
    const type = await createInterviewType(t.db);
    await createInterview(t.db, ben.id, type.id);
    const res = await call('DELETE', `/api/auth/list-settings/types_interviews/${type.id}`, undefined, admin);
    expect(res.statusCode).toBe(424);
  });
});

describe('the interviews list', () => {
  it('pages her interviews 11 at a time, newest first, with the total on get-tot', async () => {
    const ben = await createBeneficiary(t.db);
    for (let day = 1; day <= 12; day++) await createInterview(t.db, ben.id, typeId, { date: `2026-01-${String(day).padStart(2, '0')}` });
    const first = (await call('GET', `/api/auth/interviews/?beneficiary_id=${ben.id}`)).json();
    expect(first).toHaveLength(11);
    expect(first[0].date).toBe('2026-01-12');
    const second = (await call('GET', `/api/auth/interviews/?beneficiary_id=${ben.id}&limit=11&offset=11`)).json();
    expect(second.map((r: { date: string }) => r.date)).toEqual(['2026-01-01']);
    const withTotal = (await call('GET', `/api/auth/interviews/?beneficiary_id=${ben.id}&limit=5&get-tot=true`)).json();
    expect(withTotal.total).toBe(12);
    expect(withTotal.data).toHaveLength(5);
  });

  it('answers the unfiltered total from the kept count, which follows adds, deletes and her deletion', async () => {
    const total = async () => (await call('GET', '/api/auth/interviews/?get-tot=true&limit=1')).json().total;
    expect(await total()).toBe(await t.db.$count(interviews));
    const ben = await createBeneficiary(t.db);
    const [one] = await Promise.all([createInterview(t.db, ben.id, typeId), createInterview(t.db, ben.id, typeId)]);
    expect(await total()).toBe(await t.db.$count(interviews));
    expect((await call('DELETE', `/api/auth/interviews/${one.id}`)).statusCode).toBe(204);
    expect(await total()).toBe(await t.db.$count(interviews));
    expect((await call('DELETE', `/api/auth/beneficiaries/${ben.id}`, undefined, admin)).statusCode).toBeLessThan(300);
    expect(await total()).toBe(await t.db.$count(interviews));
  });

  it('filters the programme-wide list by her name or fiscal code, type and date range', async () => {
    const ben = await createBeneficiary(t.db, { name: 'Nicolò', surname: `Zanardelli${Date.now().toString(36)}` });
    const type = await createInterviewType(t.db);
    await createInterview(t.db, ben.id, type.id, { date: '2025-06-01' });
    await createInterview(t.db, ben.id, typeId, { date: '2025-07-01' });
    const get = async (query: string) => (await call('GET', `/api/auth/interviews/?get-tot=true&${query}`)).json();

    expect((await get(`beneficiary=${encodeURIComponent(`nicolo ${ben.surname}`)}`)).total).toBe(2);
    expect((await get(`beneficiary=${encodeURIComponent(ben.surname)}&type_id=${type.id}`)).total).toBe(1);
    expect((await get(`beneficiary=${ben.fiscalCode!.toLowerCase()}&date_from=2025-06-15&date_to=2025-07-31`)).data).toMatchObject([
      { date: '2025-07-01', type_id: typeId },
    ]);
    const reversed = await call('GET', '/api/auth/interviews/?date_from=2025-07-01&date_to=2025-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ date_to: 'La data di fine deve essere successiva alla data di inizio' });
    expect((await call('GET', '/api/auth/interviews/?date_from=ieri')).json().fields).toEqual({ date_from: 'Data non valida' });
  });

  it('exports the filtered interviews for administrators only, its columns named by the declaration', async () => {
    const ben = await createBeneficiary(t.db, { surname: `Esportata${Date.now().toString(36)}` });
    await createInterview(t.db, ben.id, typeId, { date: '2025-03-03', interviewer: 'Giulia Bianchi', notes: 'Esito buono' });
    const query = `beneficiary=${encodeURIComponent(ben.surname)}`;
    expect((await call('GET', `/api/auth/export/?export-type=interviews&${query}`)).statusCode).toBe(403);
    expect((await call('GET', `/api/auth/export/count?type=interviews&${query}`, undefined, admin)).json()).toEqual({ count: 1 });
    const res = await call('GET', `/api/auth/export/?export-type=interviews&${query}`, undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="colloqui_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.name).toBe('Colloqui');
    expect(values(1)).toEqual(['Beneficiario', 'Codice fiscale', 'Data', 'Tipo', 'Intervistatore', 'Esito/Note']);
    expect(values(2)).toEqual([
      `${ben.name} ${ben.surname}`,
      ben.fiscalCode,
      new Date(Date.UTC(2025, 2, 3)),
      typeLabel,
      'Giulia Bianchi',
      'Esito buono',
    ]);
  });
});
