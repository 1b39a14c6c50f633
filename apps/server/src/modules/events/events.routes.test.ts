import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLogs } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let operatorId: number;

beforeAll(async () => {
  const op = await createOperator(t.db);
  operatorId = op.id;
  operator = await authHeader(t.app, op);
  admin = await authHeader(t.app, await createAdmin(t.db));
});

const NOT_FOUND = { error: 'Risorsa non trovata' };
const IN_USE = { error: 'Operazione non consentita, esistono delle dipendenze per questa risorsa' };
const tag = () => `Z${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[^A-Za-z0-9]/g, '');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = operator) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('career days', () => {
  const createDay = async (title: string, day = '2026-05-12', notes = '') => {
    const res = await call('POST', '/api/auth/carrers-days/', { title, day, notes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { ID: number; title: string; day: string; notes: string };
  };

  it('creates a career day for any operator and answers the item', async () => {
    const res = await call('POST', '/api/auth/carrers-days/', { title: ' Giornata Lavoro 2026 ', day: '2026-05-12', notes: 'Aula magna' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Giornata Lavoro 2026', day: '2026-05-12', notes: 'Aula magna' });
    expect(Object.keys(res.json()).sort()).toEqual(['CreatedAt', 'ID', 'UpdatedAt', 'day', 'notes', 'title']);
  });

  it('takes a day sent as an RFC 3339 date-time, answers it as YYYY-MM-DD and filters by either form', async () => {
    const title = `Fiera ${tag()}`;
    const res = await call('POST', '/api/auth/carrers-days/', { title, day: '2026-11-26T00:00:00Z', notes: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title, day: '2026-11-26' });
    const offset = await call('PUT', `/api/auth/carrers-days/${res.json().ID}`, { title, day: '2026-11-27T00:00:00+01:00', notes: '' });
    expect(offset.json()).toMatchObject({ day: '2026-11-27' });
    const found = await call('GET', `/api/auth/carrers-days/?title=${title}&day=${encodeURIComponent('2026-11-27T00:00:00Z')}`);
    expect(found.json().map((row: { ID: number }) => row.ID)).toEqual([res.json().ID]);
    const bad = await call('POST', '/api/auth/carrers-days/', { title, day: '2026-11-31T00:00:00Z', notes: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ day: 'Data non valida' });
  });

  it('refuses a create that breaks the form rules, with the Italian texts, and stores nothing', async () => {
    const title = `Giornata ${tag()}!`;
    const res = await call('POST', '/api/auth/carrers-days/', { title, day: '', notes: 'n'.repeat(251) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      title: 'Il titolo deve contenere solo caratteri alfanumerici',
      day: 'La data è obbligatoria',
      notes: 'Le note devono contenere al massimo 250 caratteri',
    });
    const list = await call('GET', `/api/auth/carrers-days/?get-tot=true&title=${encodeURIComponent(title)}`);
    expect(list.json()).toEqual({ total: 0, data: [] });
    expect((await call('POST', '/api/auth/carrers-days/', { title: 'ab', day: '2026-01-01' })).json().fields).toEqual({
      title: 'Il titolo deve contenere almeno 3 caratteri',
    });
    expect((await call('POST', '/api/auth/carrers-days/', { title: 'a'.repeat(251), day: '2026-01-01' })).json().fields).toEqual({
      title: 'Il titolo deve contenere al massimo 250 caratteri',
    });
  });

  it('updates with the edit dialog rules and answers the item', async () => {
    const created = await createDay(`Fiera ${tag()}`);
    const res = await call('PUT', `/api/auth/carrers-days/${created.ID}`, {
      title: 'Fiera: seconda edizione',
      day: '2026-06-01',
      notes: 'Spostata',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ID: created.ID, title: 'Fiera: seconda edizione', day: '2026-06-01', notes: 'Spostata' });

    const tooLong = await call('PUT', `/api/auth/carrers-days/${created.ID}`, {
      title: 'a'.repeat(151),
      day: '2026-06-01',
      notes: 'n'.repeat(251),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({
      title: 'Il titolo è troppo lungo (max 150 caratteri)',
      notes: 'Le note sono troppo lunghe (max 250 caratteri)',
    });
    expect((await call('PUT', '/api/auth/carrers-days/999999', { title: 'Niente', day: '2026-06-01' })).json()).toEqual(NOT_FOUND);
  });

  it('lists with title and day filters, totals, paging and participant counts from one query', async () => {
    const mark = tag();
    const a = await createDay(`Alfa ${mark}`, '2026-03-01');
    const b = await createDay(`Beta ${mark}`, '2026-04-01');
    await createDay(`Gamma ${mark}`, '2026-05-01');
    const [x, y] = await Promise.all([createBeneficiary(t.db), createBeneficiary(t.db)]);
    expect((await call('POST', `/api/auth/beneficiaries/${x.id}/carrers-days/`, { carrers_days_ids: [a.ID, b.ID] })).statusCode).toBe(201);
    expect((await call('POST', `/api/auth/beneficiaries/${y.id}/carrers-days/`, { carrers_days_ids: [a.ID] })).statusCode).toBe(201);

    const all = (await call('GET', `/api/auth/carrers-days/?get-tot=true&title=${mark}`)).json();
    expect(all.total).toBe(3);
    expect(all.data.map((r: { title: string; participants: number }) => [r.title, r.participants])).toEqual([
      [`Gamma ${mark}`, 0],
      [`Beta ${mark}`, 1],
      [`Alfa ${mark}`, 2],
    ]);
    const page = (await call('GET', `/api/auth/carrers-days/?get-tot=true&title=${mark}&limit=1&offset=1`)).json();
    expect(page).toMatchObject({ total: 3, data: [{ title: `Beta ${mark}` }] });
    const byDay = (await call('GET', `/api/auth/carrers-days/?get-tot=true&title=${mark}&day=2026-03-01`)).json();
    expect(byDay.data.map((r: { ID: number }) => r.ID)).toEqual([a.ID]);
    // notBeneficiary leaves out the ones she joined
    const notJoined = (await call('GET', `/api/auth/carrers-days/?title=${mark}&notBeneficiary=${x.id}`)).json();
    expect(notJoined.map((r: { title: string }) => r.title)).toEqual([`Gamma ${mark}`]);
    expect((await call('GET', '/api/auth/carrers-days/?day=ieri')).statusCode).toBe(400);
  });

  it('signs a beneficiary up, lists her career days and participants, and removes her both ways', async () => {
    const day = await createDay(`Incontro ${tag()}`, '2026-07-07');
    const other = await createDay(`Incontro ${tag()}`, '2026-07-08');
    const ben = await createBeneficiary(t.db, { name: 'Lucia', surname: 'Neri' });

    const joined = await call('POST', `/api/auth/beneficiaries/${ben.id}/carrers-days/`, { carrers_days_ids: [day.ID, other.ID] });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toHaveLength(2);
    // joining twice changes nothing
    expect((await call('POST', `/api/auth/beneficiaries/${ben.id}/carrers-days/`, { carrers_days_ids: [day.ID] })).statusCode).toBe(201);

    const mine = (await call('GET', `/api/auth/beneficiaries/${ben.id}/carrers-days/`)).json();
    expect(mine).toEqual([
      { ID: other.ID, carrers_day_id: other.ID, title: other.title, day: '2026-07-08', notes: '' },
      { ID: day.ID, carrers_day_id: day.ID, title: day.title, day: '2026-07-07', notes: '' },
    ]);
    const participants = await call('GET', `/api/auth/carrers-days/${day.ID}/beneficiaries/`);
    expect(participants.statusCode).toBe(200);
    expect(participants.json()).toEqual([expect.objectContaining({ ID: ben.id, name: 'Lucia', surname: 'Neri' })]);

    expect((await call('DELETE', `/api/auth/carrers-days/${day.ID}/beneficiaries/${ben.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/auth/carrers-days/${day.ID}/beneficiaries/${ben.id}`)).json()).toEqual(NOT_FOUND);
    expect((await call('DELETE', `/api/auth/beneficiaries/${ben.id}/carrers-days/${other.ID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/auth/beneficiaries/${ben.id}/carrers-days/${other.ID}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/auth/beneficiaries/${ben.id}/carrers-days/`)).json()).toEqual([]);
  });

  it('refuses a registration without a choice, with a missing career day or for a missing beneficiary', async () => {
    const ben = await createBeneficiary(t.db);
    const empty = await call('POST', `/api/auth/beneficiaries/${ben.id}/carrers-days/`, { carrers_days_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ carrers_days_ids: 'Seleziona almeno un elemento' });
    const missing = await call('POST', `/api/auth/beneficiaries/${ben.id}/carrers-days/`, { carrers_days_ids: [999999] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Valore non valido', fields: { carrers_days_ids: 'Valore non valido' } });
    const day = await createDay(`Orfano ${tag()}`);
    expect((await call('POST', '/api/auth/beneficiaries/999999/carrers-days/', { carrers_days_ids: [day.ID] })).json()).toEqual(NOT_FOUND);
    expect((await call('GET', '/api/auth/beneficiaries/999999/carrers-days/')).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/carrers-days/999999/beneficiaries/')).statusCode).toBe(404);
  });

  it('answers 424 deleting a career day with participants and changes nothing; deletes it once empty', async () => {
    const day = await createDay(`Affollato ${tag()}`);
    const ben = await createBeneficiary(t.db);
    await call('POST', `/api/auth/beneficiaries/${ben.id}/carrers-days/`, { carrers_days_ids: [day.ID] });

    const refused = await call('DELETE', `/api/auth/carrers-days/${day.ID}`);
    expect(refused.statusCode).toBe(424);
    expect(refused.json()).toEqual(IN_USE);
    expect((await call('GET', `/api/auth/carrers-days/${day.ID}/beneficiaries/`)).json()).toHaveLength(1);

    await call('DELETE', `/api/auth/carrers-days/${day.ID}/beneficiaries/${ben.id}`);
    // any operator may delete (spec 02 §6)
    expect((await call('DELETE', `/api/auth/carrers-days/${day.ID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/auth/carrers-days/${day.ID}`)).json()).toEqual(NOT_FOUND);
  });

  it('writes the Registro Attività with the entity career day', async () => {
    const day = await createDay(`Registro ${tag()}`);
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, operatorId), eq(activityLogs.entity, 'career day'), eq(activityLogs.action, 'post')))
        .orderBy(desc(activityLogs.id))
        .limit(1);
      expect(row).toMatchObject({ statusCode: 201, notes: `Career day creato: ${day.title} (2026-05-12)` });
    });
  });
});

describe('group activities', () => {
  const createActivity = async (name: string, date = '2026-09-01', headers = operator) => {
    const res = await call('POST', '/api/auth/group-activity/', { name, type: 'Laboratorio', date }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { ID: number; name: string; type: string; date: string };
  };

  it('creates, lists with filters, updates and deletes', async () => {
    const mark = tag();
    const created = await createActivity(`Cucito ${mark}`);
    expect(created).toMatchObject({ name: `Cucito ${mark}`, type: 'Laboratorio', date: '2026-09-01' });
    const list = (await call('GET', `/api/auth/group-activity/?get-tot=true&name=${mark}&type=labor`)).json();
    expect(list).toMatchObject({ total: 1, data: [{ ID: created.ID, participants: 0 }] });

    const updated = await call('PUT', `/api/auth/group-activity/${created.ID}`, {
      name: `Sartoria ${mark}`,
      type: 'Corso breve',
      date: '2026-09-02',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ID: created.ID, name: `Sartoria ${mark}`, type: 'Corso breve', date: '2026-09-02' });
    const bad = await call('POST', '/api/auth/group-activity/', { name: '', type: '', date: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'Il nome è obbligatorio', type: 'Il tipo è obbligatorio', date: 'La data è obbligatoria' });

    expect((await call('DELETE', `/api/auth/group-activity/${created.ID}`, undefined, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/auth/group-activity/?get-tot=true&name=${mark}`)).json()).toEqual({ total: 0, data: [] });
  });

  it('signs up with group_activity_ids (201), excludes joined ones with notBeneficiary and blocks a delete with 424', async () => {
    const mark = tag();
    const joinedOne = await createActivity(`Teatro ${mark}`);
    const free = await createActivity(`Yoga ${mark}`, '2026-08-01');
    const ben = await createBeneficiary(t.db);

    const res = await call('POST', `/api/auth/beneficiaries/${ben.id}/group-activity/`, { group_activity_ids: [joinedOne.ID] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      { ID: joinedOne.ID, group_activity_id: joinedOne.ID, name: `Teatro ${mark}`, type: 'Laboratorio', date: '2026-09-01' },
    ]);
    const notJoined = (await call('GET', `/api/auth/group-activity/?name=${mark}&notBeneficiary=${ben.id}`)).json();
    expect(notJoined.map((r: { ID: number }) => r.ID)).toEqual([free.ID]);
    expect((await call('GET', `/api/auth/group-activity/${joinedOne.ID}/beneficiaries/`)).json()).toEqual([
      expect.objectContaining({ ID: ben.id }),
    ]);

    expect((await call('DELETE', `/api/auth/group-activity/${joinedOne.ID}`)).json()).toEqual(IN_USE);
    expect((await call('GET', `/api/auth/group-activity/?get-tot=true&name=Teatro ${mark}`)).json().total).toBe(1);

    expect((await call('DELETE', `/api/auth/beneficiaries/${ben.id}/group-activity/${joinedOne.ID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/auth/group-activity/${joinedOne.ID}/beneficiaries/${ben.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/group-activity/${joinedOne.ID}`)).statusCode).toBe(204);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/group-activity/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/carrers-days/', payload: {} })).statusCode).toBe(401);
  });
});
