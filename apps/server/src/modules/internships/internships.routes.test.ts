import { VERSION_HEADER, versionTag } from '@empowerment/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLogs, beneficiaries, companyInternshipPositions, internships, sectors } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';
import { createCompany, createPosition } from '../../../test/factories';
import { createInternship } from './internships.factory';

const t = await useTestApp();

const operator = await createOperator(t.db);
const admin = await createAdmin(t.db);
const headers = await authHeader(t.app, operator);
const adminHeaders = await authHeader(t.app, admin);
const [sector, otherSector] = await t.db.select().from(sectors).orderBy(asc(sectors.id)).limit(2);
const signedHost = (over: Parameters<typeof createCompany>[1] = {}) =>
  createCompany(t.db, { companyType: 'Azienda per tirocinio', stateContact: 'Manifestazione firmata', ...over });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });

const body = (hostId: number, over: Record<string, unknown> = {}) => ({
  hosting_company_id: hostId,
  internship_company_id: null,
  status_internships: 'Attivo',
  sector_id: sector.id,
  paying_company: 'Progetto Empowerment',
  duration_month: 6,
  scheduled_hours: 100,
  week_sceduled_hours: 20,
  completed_hours: 0,
  monthly_allowance: '400 €',
  valutation: '',
  notes: 'Orario mattutino',
  ...over,
});

const positionRow = async (id: number) => {
  const [row] = await t.db.select().from(companyInternshipPositions).where(eq(companyInternshipPositions.id, id));
  return row;
};
const lastLog = async (beneficiaryId: number) => {
  const [row] = await t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, 'internship'), eq(activityLogs.beneficiaryId, beneficiaryId)))
    .orderBy(desc(activityLogs.id))
    .limit(1);
  return row;
};

describe('POST /api/auth/internships/beneficiaries/{beneficiaryId}', () => {
  it('adds her internship at a position of a signed host; the position becomes hers; the Registro names her', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const position = await createPosition(t.db, host.id, { jobPositions: 'Aiuto cuoca', place: 'Via Roma 1' });
    const res = await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(host.id, { internship_company_id: position.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...body(host.id, { internship_company_id: position.id }),
      beneficiary_id: her.id,
      hosting_company_name: host.companyName,
      hosting_company_refer: { ID: host.id, company_name: host.companyName },
      sector: sector.type,
      internship_company: { ID: position.id, job_positions: 'Aiuto cuoca', place: 'Via Roma 1', busy: true, id_beneficiary: her.id },
      beneficiary: { ID: her.id, name: her.name, surname: her.surname },
    });
    expect(await positionRow(position.id)).toMatchObject({ busy: true, idBeneficiary: her.id });
    await vi.waitFor(async () => expect(await lastLog(her.id)).toMatchObject({ action: 'post', statusCode: 201 }));
  });

  it('gives every rule of the form as field errors, and adds nothing', async () => {
    const her = await createBeneficiary(t.db);
    const res = await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, {
      hosting_company_id: '',
      status_internships: '',
      sector_id: null,
      paying_company: ' ',
      duration_month: 31,
      scheduled_hours: 50,
      week_sceduled_hours: 60,
      completed_hours: 51,
      notes: 'n'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      hosting_company_id: "L'azienda ospitante è obbligatoria",
      status_internships: 'Lo stato è obbligatorio',
      sector_id: 'Il settore è obbligatorio',
      paying_company: "L'organizzazione pagante è obbligatoria",
      duration_month: 'La durata massima è 30 mesi',
      week_sceduled_hours: 'Le ore settimanali non possono superare le ore previste',
      completed_hours: 'Le ore completate non possono superare le ore previste',
      notes: 'Le note non possono superare i 500 caratteri',
    });
    expect(await t.db.$count(internships, eq(internships.beneficiaryId, her.id))).toBe(0);
  });

  it('takes the paying organisation only from the init list (the form select), and adds nothing else', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const res = await call(
      'POST',
      `/api/auth/internships/beneficiaries/${her.id}`,
      body(host.id, { paying_company: 'Cooperativa del quartiere' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ paying_company: "Scegliere l'organizzazione pagante dall'elenco" });
    expect(await t.db.$count(internships, eq(internships.beneficiaryId, her.id))).toBe(0);
  });

  it('takes only a signed internship company as host (422), an existing one (400), for an existing beneficiary (404)', async () => {
    const her = await createBeneficiary(t.db);
    const text = "L'azienda ospitante deve essere un'azienda per tirocinio con manifestazione firmata";
    for (const company of [
      await createCompany(t.db, { companyType: 'Azienda per tirocinio', stateContact: 'Interesse a proseguire' }),
      await createCompany(t.db, { companyType: 'Ente di formazione', stateContact: 'Manifestazione firmata' }),
    ]) {
      const res = await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(company.id));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: text, fields: { hosting_company_id: text } });
    }
    const missing = await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(999_999));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ hosting_company_id: 'Valore non valido' });
    const host = await signedHost();
    expect((await call('POST', '/api/auth/internships/beneficiaries/999999', body(host.id))).statusCode).toBe(404);
    const other = await createBeneficiary(t.db);
    const mismatch = await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(host.id, { beneficiary_id: other.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(await t.db.$count(internships, eq(internships.beneficiaryId, her.id))).toBe(0);
  });

  it("refuses another company's position (422) and a taken one (409), changing nothing", async () => {
    const [her, other] = [await createBeneficiary(t.db), await createBeneficiary(t.db)];
    const host = await signedHost();
    const elsewhere = await createPosition(t.db, (await signedHost()).id);
    const wrong = await call(
      'POST',
      `/api/auth/internships/beneficiaries/${her.id}`,
      body(host.id, { internship_company_id: elsewhere.id }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ internship_company_id: "La posizione scelta non appartiene all'azienda ospitante" });
    expect(await positionRow(elsewhere.id)).toMatchObject({ busy: false, idBeneficiary: null });

    const position = await createPosition(t.db, host.id);
    expect(
      (await call('POST', `/api/auth/internships/beneficiaries/${other.id}`, body(host.id, { internship_company_id: position.id })))
        .statusCode,
    ).toBe(201);
    const taken = await call(
      'POST',
      `/api/auth/internships/beneficiaries/${her.id}`,
      body(host.id, { internship_company_id: position.id }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'La posizione scelta è già occupata',
      fields: { internship_company_id: 'La posizione scelta è già occupata' },
    });
    expect(await positionRow(position.id)).toMatchObject({ busy: true, idBeneficiary: other.id });
    expect(await t.db.$count(internships, eq(internships.beneficiaryId, her.id))).toBe(0);
  });

  it('gives one position to one internship only, even when several are saved at the same instant', async () => {
    const women = await Promise.all(Array.from({ length: 6 }, () => createBeneficiary(t.db)));
    const host = await signedHost();
    const position = await createPosition(t.db, host.id);
    const answers = await Promise.all(
      women.map((w) => call('POST', `/api/auth/internships/beneficiaries/${w.id}`, body(host.id, { internship_company_id: position.id }))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 201)!.json();
    expect(await t.db.select({ id: internships.id }).from(internships).where(eq(internships.internshipCompanyId, position.id))).toEqual([
      { id: winner.ID },
    ]);
    expect(await positionRow(position.id)).toMatchObject({ busy: true, idBeneficiary: winner.beneficiary_id });
  });
});

describe('PUT /api/auth/internships/{id}', () => {
  it('updates it; moving to another position frees the one it leaves; a stale version is refused', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const [first, second] = [await createPosition(t.db, host.id), await createPosition(t.db, host.id)];
    const created = (
      await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(host.id, { internship_company_id: first.id }))
    ).json();
    const res = await call(
      'PUT',
      `/api/auth/internships/${created.ID}`,
      body(host.id, {
        internship_company_id: second.id,
        status_internships: 'Completato',
        completed_hours: 100,
        sector_id: otherSector.id,
      }),
      { [VERSION_HEADER]: versionTag(created.UpdatedAt) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_internships: 'Completato',
      completed_hours: 100,
      sector: otherSector.type,
      internship_company_id: second.id,
    });
    expect(await positionRow(first.id)).toMatchObject({ busy: false, idBeneficiary: null });
    expect(await positionRow(second.id)).toMatchObject({ busy: true, idBeneficiary: her.id });
    await vi.waitFor(async () =>
      expect(await lastLog(her.id)).toMatchObject({ action: 'put', notes: expect.stringMatching(/campi modificati: .*Stato/) }),
    );

    const stale = await call('PUT', `/api/auth/internships/${created.ID}`, body(host.id), {
      [VERSION_HEADER]: versionTag(created.UpdatedAt),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().stale).toBe(true);

    // letting the position go frees it too
    const dropped = await call('PUT', `/api/auth/internships/${created.ID}`, body(host.id, { internship_company_id: null }));
    expect(dropped.statusCode).toBe(200);
    expect(await positionRow(second.id)).toMatchObject({ busy: false, idBeneficiary: null });
  });

  it('keeps a position only at its own company, and refuses to lower the scheduled hours under the completed ones', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const position = await createPosition(t.db, host.id);
    const created = (
      await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(host.id, { internship_company_id: position.id }))
    ).json();
    const moved = await call(
      'PUT',
      `/api/auth/internships/${created.ID}`,
      body((await signedHost()).id, { internship_company_id: position.id }),
    );
    expect(moved.statusCode).toBe(422);
    const lowered = await call(
      'PUT',
      `/api/auth/internships/${created.ID}`,
      body(host.id, { scheduled_hours: 10, week_sceduled_hours: 5, completed_hours: 20 }),
    );
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().fields).toEqual({ completed_hours: 'Le ore completate non possono superare le ore previste' });
    const missingKey = await call('PUT', `/api/auth/internships/${created.ID}`, { ...body(host.id), notes: undefined });
    expect(missingKey.statusCode).toBe(400);
    expect((await call('PUT', '/api/auth/internships/999999', body(host.id))).statusCode).toBe(404);
  });
});

describe('DELETE /api/auth/internships/{id}', () => {
  it('removes it and frees its position; deleting her frees hers too', async () => {
    const [her, other] = [await createBeneficiary(t.db), await createBeneficiary(t.db)];
    const host = await signedHost();
    const [a, b] = [await createPosition(t.db, host.id), await createPosition(t.db, host.id)];
    const first = (
      await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(host.id, { internship_company_id: a.id }))
    ).json();
    await call('POST', `/api/auth/internships/beneficiaries/${other.id}`, body(host.id, { internship_company_id: b.id }));
    expect((await call('DELETE', `/api/auth/internships/${first.ID}`)).statusCode).toBe(204);
    expect(await positionRow(a.id)).toMatchObject({ busy: false, idBeneficiary: null });
    await vi.waitFor(async () => expect(await lastLog(her.id)).toMatchObject({ action: 'delete', statusCode: 204 }));
    expect((await call('DELETE', `/api/auth/internships/${first.ID}`)).statusCode).toBe(404);

    await t.db.delete(beneficiaries).where(eq(beneficiaries.id, other.id));
    expect(await positionRow(b.id)).toMatchObject({ busy: false, idBeneficiary: null });
  });

  it('keeps a position and a company an internship uses (424)', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const position = await createPosition(t.db, host.id);
    await call('POST', `/api/auth/internships/beneficiaries/${her.id}`, body(host.id, { internship_company_id: position.id }));
    const adminCall = (url: string) => t.app.inject({ method: 'DELETE', url, headers: adminHeaders });
    const positionDelete = await adminCall(`/api/auth/companies/internship/${position.id}`);
    expect(positionDelete.statusCode).toBe(424);
    expect(positionDelete.json()).toEqual({ error: 'Impossibile eliminare la posizione: è assegnata a un beneficiario' });
    const companyDelete = await adminCall(`/api/auth/companies/${host.id}`);
    expect(companyDelete.statusCode).toBe(424);
    // without positions, the internship alone keeps its host
    const bare = await signedHost();
    await createInternship(t.db, { beneficiaryId: her.id, hostingCompanyId: bare.id, sectorId: sector.id });
    const bareDelete = await adminCall(`/api/auth/companies/${bare.id}`);
    expect(bareDelete.statusCode).toBe(424);
    expect(bareDelete.json()).toEqual({ error: "Impossibile eliminare l'azienda: ha posizioni di tirocinio, tirocini o corsi collegati" });
  });
});

describe('PUT /api/auth/internships/{id}/add-remove-hours', () => {
  const hours = (id: number, n: unknown) => call('PUT', `/api/auth/internships/${id}/add-remove-hours`, { completed_hours: n });

  it('adds and removes hours, and refuses to go below 0 or above the scheduled hours with the texts of the spec', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const row = await createInternship(
      t.db,
      { beneficiaryId: her.id, hostingCompanyId: host.id, sectorId: sector.id },
      { scheduledHours: 30 },
    );
    expect((await hours(row.id, 20)).json()).toEqual({ completed_hours: 20 });
    expect((await hours(row.id, -5)).json()).toEqual({ completed_hours: 15 });
    const over = await hours(row.id, 20);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe("Non puoi aggiungere altre ore completate! Modifica le ore completate nell'apposito form");
    const under = await hours(row.id, -16);
    expect(under.statusCode).toBe(422);
    expect(under.json().error).toBe('Non puoi rimuovere altre ore completate!');
    expect((await hours(row.id, 15)).json()).toEqual({ completed_hours: 30 });
    expect((await hours(row.id, 0)).statusCode).toBe(400);
    expect((await hours(999_999, 1)).statusCode).toBe(404);
    const [stored] = await t.db.select({ n: internships.completedHours }).from(internships).where(eq(internships.id, row.id));
    expect(stored.n).toBe(30);
    await vi.waitFor(async () =>
      expect(await lastLog(her.id)).toMatchObject({ action: 'put', notes: expect.stringContaining('Ore completate +15') }),
    );
    // a refusal is in the Registro too, with her id
    const refusals = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.beneficiaryId, her.id), eq(activityLogs.statusCode, 422)));
    expect(refusals.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the bounds under concurrent clicks: every click applies to the hours the previous one left', async () => {
    const her = await createBeneficiary(t.db);
    const host = await signedHost();
    const row = await createInternship(
      t.db,
      { beneficiaryId: her.id, hostingCompanyId: host.id, sectorId: sector.id },
      { scheduledHours: 100 },
    );
    const plus = await Promise.all(Array.from({ length: 14 }, () => hours(row.id, 10)));
    expect(plus.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(plus.filter((r) => r.statusCode === 422)).toHaveLength(4);
    expect(
      plus
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json().completed_hours)
        .sort((a, b) => a - b),
    ).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const minus = await Promise.all(Array.from({ length: 13 }, () => hours(row.id, -10)));
    expect(minus.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(minus.filter((r) => r.statusCode === 422).map((r) => r.json().error)).toEqual(
      Array(3).fill('Non puoi rimuovere altre ore completate!'),
    );
    const [stored] = await t.db.select({ n: internships.completedHours }).from(internships).where(eq(internships.id, row.id));
    expect(stored.n).toBe(0);
  });
});

// the rows of the list's tests
const listed = await createBeneficiary(t.db, { name: 'Nicolò', surname: 'Ferrante' });
const other = await createBeneficiary(t.db, { name: 'Zaira', surname: 'Bianchi' });
const listHost = await signedHost({ companyName: 'Forno Sociale' });
const elsewhere = await signedHost();
const hers: { id: number }[] = [];
for (let n = 0; n < 7; n++)
  hers.push(await createInternship(t.db, { beneficiaryId: listed.id, hostingCompanyId: listHost.id, sectorId: sector.id }));
const theirs = await createInternship(
  t.db,
  { beneficiaryId: other.id, hostingCompanyId: elsewhere.id, sectorId: sector.id },
  { statusInternships: 'Interrotto' },
);
describe('GET /api/auth/internships/', () => {
  const list = async (query: string) => (await call('GET', `/api/auth/internships/?${query}`)).json();
  const ids = (rows: { ID: number }[]) => rows.map((r) => r.ID);

  it('gives her tab 5 at a time, newest first, with the total on request', async () => {
    const newest = hers.map((r) => r.id).reverse();
    expect(ids(await list(`beneficiary_id=${listed.id}`))).toEqual(newest.slice(0, 5));
    expect(ids(await list(`beneficiary_id=${listed.id}&offset=5`))).toEqual(newest.slice(5));
    expect(await list(`beneficiary_id=${listed.id}&get-tot=true&limit=2`)).toMatchObject({
      total: 7,
      data: [{ ID: newest[0] }, { ID: newest[1] }],
    });
  });

  it('counts every internship without filters as the table holds them (kept by its triggers)', async () => {
    const all = await t.db.$count(internships);
    expect(await list('get-tot=true&limit=1')).toMatchObject({ total: all });
    const [someone, host] = [await createBeneficiary(t.db), await signedHost()];
    await createInternship(t.db, { beneficiaryId: someone.id, hostingCompanyId: host.id, sectorId: sector.id });
    expect(await list('get-tot=true&limit=1')).toMatchObject({ total: all + 1 });
  });

  it('filters the programme-wide list by beneficiary, company, status and recorded dates', async () => {
    expect(ids(await list('beneficiary=nicolo ferr&limit=100'))).toHaveLength(7);
    expect(ids(await list('beneficiary=bianchi zaira'))).toEqual([theirs.id]);
    expect(ids(await list(`hosting_company_id=${elsewhere.id}`))).toEqual([theirs.id]);
    expect(ids(await list(`status_internships=Interrotto&beneficiary_id=${other.id}`))).toEqual([theirs.id]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    expect(ids(await list(`hosting_company_id=${elsewhere.id}&created_from=${today}&created_to=${today}`))).toEqual([theirs.id]);
    expect(await list(`hosting_company_id=${elsewhere.id}&created_to=2000-01-01&get-tot=true`)).toEqual({ total: 0, data: [] });
    const reversed = await call('GET', '/api/auth/internships/?created_from=2026-02-01&created_to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ created_to: 'La data di fine deve essere successiva alla data di inizio' });
  });
});
