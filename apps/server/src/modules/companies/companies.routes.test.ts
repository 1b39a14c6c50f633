import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createMunicipio, createOperator } from '../../../test/factories';
import { activityLogs, companies, companyInternshipPositions, sectors } from '../../db/schema';
import { createCompany, createPosition } from './companies.factory';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let adminId: number;
let municipioId: number;
let otherMunicipioId: number;
let sectorId: number;

const FORBIDDEN = 'Accesso vietato: non hai i permessi per fare questa operazione!';
const ADMIN_FILTER = 'Accesso vietato: questo filtro è riservato agli amministratori';

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = (req: Req, headers = admin) => t.app.inject({ ...req, headers });
const list = (query: string, headers = admin) => call({ method: 'GET', url: `/api/auth/companies/?${query}` }, headers);
const names = (rows: { company_name: string }[]) => rows.map((r) => r.company_name);
const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  const adminRow = await createAdmin(t.db);
  adminId = adminRow.id;
  admin = await authHeader(t.app, adminRow);
  municipioId = (await createMunicipio(t.db)).id;
  otherMunicipioId = (await createMunicipio(t.db)).id;
  [{ id: sectorId }] = await t.db
    .insert(sectors)
    .values({ type: `Ristorazione ${tag()}` })
    .returning({ id: sectors.id });
});

const validCompany = (over: object = {}) => ({
  company_name: `Trattoria ${tag()}`,
  company_type: 'Azienda per tirocinio',
  state_contact: 'Primo contatto',
  ...over,
});

describe('POST /api/auth/companies/', () => {
  it('lets an operator add a company, with the website scheme added and empty e-mails stored empty', async () => {
    const res = await call(
      {
        method: 'POST',
        url: '/api/auth/companies/',
        payload: validCompany({
          company_name: 'Panificio Esposito',
          website: 'panificio-esposito.it',
          contact_email: '',
          contact_phone: '+39 06 1234567',
          sector_id: sectorId,
          municipio_id: municipioId,
          numbers_internships: 3,
          date_email_manifest: '2026-03-01T00:00:00.000Z',
          mail_sent_at: '0001-01-01T00:00:00Z',
        }),
      },
      operator,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ID: expect.any(Number),
      company_name: 'Panificio Esposito',
      website: 'https://panificio-esposito.it',
      contact_email: '',
      contact_phone: '+39 06 1234567',
      sector_id: sectorId,
      numbers_internships: 3,
      date_email_manifest: '2026-03-01',
      mail_sent_at: null,
      convention_signed: false,
    });
  });

  it('answers 409 naming the company name when it is taken, whatever the case', async () => {
    await createCompany(t.db, { companyName: 'Officina Bianchi' });
    const res = await call({ method: 'POST', url: '/api/auth/companies/', payload: validCompany({ company_name: ' officina BIANCHI ' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: "Il nome dell'azienda è già presente nel sistema",
      fields: { company_name: "Il nome dell'azienda è già presente nel sistema" },
    });
  });

  it('refuses broken rules with their Italian field messages and stores nothing', async () => {
    const name = `Rifiutata ${tag()}`;
    const res = await call({
      method: 'POST',
      url: '/api/auth/companies/',
      payload: { company_name: name, website: 'non un url', contact_phone: '12ab', contact_email: 'x@', numbers_internships: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      company_type: 'Questo campo è obbligatorio',
      state_contact: 'Questo campo è obbligatorio',
      website: 'Inserire un URL valido',
      contact_phone: 'Inserire un numero di telefono valido',
      contact_email: 'Inserire un indirizzo email valido',
      numbers_internships: 'Il valore è troppo piccolo',
    });
    expect(await t.db.select().from(companies).where(eq(companies.companyName, name))).toEqual([]);
  });

  it('answers 400 on an unknown sector', async () => {
    const res = await call({ method: 'POST', url: '/api/auth/companies/', payload: validCompany({ sector_id: 999_999 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ sector_id: 'Valore non valido' });
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/companies/', payload: validCompany() })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/auth/companies/{ID}', () => {
  it('lets an administrator edit a company and logs the changed fields', async () => {
    const company = await createCompany(t.db);
    const res = await call({
      method: 'PUT',
      url: `/api/auth/companies/${company.id}`,
      payload: validCompany({
        ID: company.id,
        company_name: company.companyName,
        state_contact: 'Manifestazione firmata',
        convention_signed: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ID: company.id, state_contact: 'Manifestazione firmata', convention_signed: true });
    const log = await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, adminId), eq(activityLogs.entity, 'companies'), eq(activityLogs.action, 'put')));
      expect(row).toBeDefined();
      return row;
    });
    expect(log.notes).toContain(company.companyName);
    // the field by its label, its values kept beside the notes
    expect(log.notes).toContain('Stato contatto');
    expect(log.changes).toContainEqual({ field: 'state_contact', before: expect.any(String), after: 'Manifestazione firmata' });
  });

  it('answers 409 when renaming to a taken name and 404 for a missing company', async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const taken = await call({ method: 'PUT', url: `/api/auth/companies/${b.id}`, payload: validCompany({ company_name: a.companyName }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("Il nome dell'azienda è già presente nel sistema");
    expect((await call({ method: 'PUT', url: '/api/auth/companies/999999', payload: validCompany() })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: '/api/auth/companies/999999' })).statusCode).toBe(404);
  });

  it('refuses an operator editing or deleting with 403, and changes nothing', async () => {
    const company = await createCompany(t.db);
    const put = await call({ method: 'PUT', url: `/api/auth/companies/${company.id}`, payload: validCompany() }, operator);
    const del = await call({ method: 'DELETE', url: `/api/auth/companies/${company.id}` }, operator);
    expect([put.statusCode, del.statusCode]).toEqual([403, 403]);
    expect(put.json().error).toBe(FORBIDDEN);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.companyName).toBe(company.companyName);
  });

  it('deletes a company without positions', async () => {
    const company = await createCompany(t.db);
    expect((await call({ method: 'DELETE', url: `/api/auth/companies/${company.id}` })).statusCode).toBe(204);
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
  });

  it('answers 424 when positions depend on the company, and keeps it', async () => {
    const company = await createCompany(t.db);
    await createPosition(t.db, company.id);
    const res = await call({ method: 'DELETE', url: `/api/auth/companies/${company.id}` });
    expect(res.statusCode).toBe(424);
    expect(res.json().error).toBe("Impossibile eliminare l'azienda: ha posizioni di tirocinio, tirocini o corsi collegati");
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
  });
});

describe('GET /api/auth/companies/', () => {
  const prefix = `Filtri ${tag()}`;
  let signed: { id: number; companyName: string };

  beforeAll(async () => {
    signed = await createCompany(t.db, {
      companyName: `${prefix} Alfa`,
      stateContact: 'Manifestazione firmata',
      numbersInternships: 4,
      fonte: 'Camera di commercio',
      sectorId,
      municipioId,
      conventionSigned: true,
    });
    await createCompany(t.db, { companyName: `${prefix} Beta`, stateContact: 'Primo contatto', companyType: 'Ente di formazione' });
    await createCompany(t.db, { companyName: `${prefix} Gamma`, stateContact: 'Manifestazione firmata', contactName: 'Lucia Verdi' });
    const beneficiary = await createBeneficiary(t.db);
    await createPosition(t.db, signed.id, { jobPositions: 'Cameriere', municipioId: otherMunicipioId });
    await createPosition(t.db, signed.id, { jobPositions: 'Cuoco', busy: true, idBeneficiary: beneficiary.id });
    await createPosition(t.db, signed.id, { jobPositions: 'Lavapiatti', busy: true });
    // held by a beneficiary without the busy mark: taken all the same
    await createPosition(t.db, signed.id, { jobPositions: 'Barista', idBeneficiary: beneficiary.id });
  });

  it('answers {total, data} in name order with the counts per company', async () => {
    const res = await list(`get-tot=true&name=${encodeURIComponent(prefix)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(names(body.data)).toEqual([`${prefix} Alfa`, `${prefix} Beta`, `${prefix} Gamma`]);
    expect(body.data[0]).toMatchObject({
      numbers_internships: 4,
      assigned_internships: 3,
      open_positions: 1,
      total_positions: 4,
      sector_refer: { ID: sectorId, type: expect.stringContaining('Ristorazione') },
      municipio: { ID: municipioId, municipio: expect.any(String) },
    });
    expect(body.data[1]).toMatchObject({
      assigned_internships: 0,
      open_positions: 0,
      total_positions: 0,
      sector_refer: null,
      municipio: null,
    });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const body = (await list(`get-tot=true&limit=1&offset=1&name=${encodeURIComponent(prefix)}`)).json();
    expect(body.total).toBe(3);
    expect(names(body.data)).toEqual([`${prefix} Beta`]);
  });

  it('keeps the total on a page past the last match, and on a filtered page', async () => {
    const past = (await list(`get-tot=true&limit=10&offset=50&name=${encodeURIComponent(prefix)}`)).json();
    expect(past).toEqual({ total: 3, data: [] });
    const signed = (await list(`get-tot=true&limit=1&convention_signed=false&name=${encodeURIComponent(prefix)}`)).json();
    expect(signed.total).toBe(2);
    expect(signed.data).toHaveLength(1);
  });

  it.each([
    ['state_contact=Manifestazione%20firmata', ['Alfa', 'Gamma']],
    ['company_type=Ente%20di%20formazione', ['Beta']],
    ['contact_name=verdi', ['Gamma']],
    ['convention_signed=true', ['Alfa']],
    ['convention_signed=false', ['Beta', 'Gamma']],
    ['positions=cuoco', ['Alfa']],
    ['positions_open=true', ['Alfa']],
    ['positions_open=false', ['Beta', 'Gamma']],
    ['numbers_internships=4', ['Alfa']],
    ['fonte=camera', ['Alfa']],
  ])('filters by %s', async (query, expected) => {
    const body = (await list(`get-tot=true&${query}&name=${encodeURIComponent(prefix)}`)).json();
    expect(names(body.data)).toEqual(expected.map((n) => `${prefix} ${n}`));
    expect(body.total).toBe(expected.length);
  });

  it('filters by sector, municipio and the municipio of a position', async () => {
    const q = (s: string) => list(`get-tot=true&${s}&name=${encodeURIComponent(prefix)}`).then((r) => names(r.json().data));
    expect(await q(`sector_id=${sectorId}`)).toEqual([`${prefix} Alfa`]);
    expect(await q(`municipio_id=${municipioId}`)).toEqual([`${prefix} Alfa`]);
    expect(await q(`positions_municipio=${otherMunicipioId}`)).toEqual([`${prefix} Alfa`]);
    expect(await q(`positions_municipio=${municipioId}`)).toEqual([]);
  });

  it('answers only {ID, company_name} with minInfo, and accepts the large limit of the selects', async () => {
    const res = await list(`minInfo=true&limit=1000000&company_type=Ente%20di%20formazione&name=${encodeURIComponent(prefix)}`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ ID: expect.any(Number), company_name: `${prefix} Beta` }]);
    expect((await list('limit=1000000')).statusCode).toBe(400);
  });

  it('refuses an operator an administrator-only filter with 403', async () => {
    for (const query of ['fonte=camera', 'numbers_internships=4', 'contact_email=x', 'mail_sent_at=2026-01-01', 'intern_mail=a']) {
      const res = await list(`get-tot=true&${query}`, operator);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().error).toBe(ADMIN_FILTER);
    }
  });

  it("narrows an operator's list with her default state, never widens it", async () => {
    const body = (await list(`get-tot=true&state_contact=Manifestazione%20firmata&name=${encodeURIComponent(prefix)}`, operator)).json();
    expect(names(body.data)).toEqual([`${prefix} Alfa`, `${prefix} Gamma`]);
    const narrower = (
      await list(`get-tot=true&state_contact=Manifestazione%20firmata&contact_name=verdi&name=${encodeURIComponent(prefix)}`, operator)
    ).json();
    expect(names(narrower.data)).toEqual([`${prefix} Gamma`]);
    expect(narrower.data.every((r: { state_contact: string }) => r.state_contact === 'Manifestazione firmata')).toBe(true);
  });

  it('refuses a bad filter with 400 and an anonymous caller with 401', async () => {
    expect((await list('state_contact=Sconosciuto')).statusCode).toBe(400);
    expect((await list('sector_id=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/companies/' })).statusCode).toBe(401);
  });

  it('counts the positions of every company of a page, taken and free', async () => {
    const many = `Molte ${tag()}`;
    for (let i = 0; i < 12; i++) {
      const company = await createCompany(t.db, { companyName: `${many} ${String(i).padStart(2, '0')}` });
      for (let j = 0; j < i % 3; j++) await createPosition(t.db, company.id, { busy: j === 1 });
    }
    const body = (await list(`get-tot=true&limit=20&name=${encodeURIComponent(many)}`)).json();
    expect(body.total).toBe(12);
    expect(body.data.map((r: { total_positions: number; open_positions: number }) => [r.total_positions, r.open_positions])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i % 3, Math.min(i % 3, 1)]),
    );
  });
});

describe('internship positions', () => {
  const position = (over: object = {}) => ({
    job_positions: 'Aiuto cuoco',
    requisiti: 'HACCP',
    orari_turni: '9-15',
    place: 'Via Roma 1',
    ...over,
  });

  it('lets an administrator add, list, edit and delete a position', async () => {
    const company = await createCompany(t.db);
    const created = await call({
      method: 'POST',
      url: `/api/auth/companies/${company.id}/internship/`,
      payload: position({ start_date: '2026-05-04', municipio_id: municipioId }),
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      company_id: company.id,
      job_positions: 'Aiuto cuoco',
      start_date: '2026-05-04',
      busy: false,
      id_beneficiary: null,
      municipio: { ID: municipioId, municipio: expect.any(String) },
      beneficiary: null,
    });

    const listed = await call({ method: 'GET', url: `/api/auth/companies/${company.id}/internship/?limit=100000` }, operator);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((r: { ID: number }) => r.ID)).toEqual([p.ID]);

    const edited = await call({
      method: 'PUT',
      url: `/api/auth/companies/internship/${p.ID}`,
      payload: position({ job_positions: 'Cuoco' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ID: p.ID, job_positions: 'Cuoco', start_date: null });

    expect((await call({ method: 'DELETE', url: `/api/auth/companies/internship/${p.ID}` })).statusCode).toBe(204);
    expect(await t.db.select().from(companyInternshipPositions).where(eq(companyInternshipPositions.id, p.ID))).toEqual([]);
    const log = await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.entity, 'internship positions'), eq(activityLogs.action, 'delete')));
      expect(row).toBeDefined();
      return row;
    });
    expect(log.notes).toContain('Cuoco');
  });

  it('lists taken or free positions with assigned=true|false, with the beneficiary of a taken one', async () => {
    const company = await createCompany(t.db);
    const beneficiary = await createBeneficiary(t.db, { name: 'Amina', surname: 'Diallo' });
    const free = await createPosition(t.db, company.id, { jobPositions: 'Magazziniere' });
    const busy = await createPosition(t.db, company.id, { jobPositions: 'Commesso', busy: true, idBeneficiary: beneficiary.id });
    const ids = async (q: string) =>
      (await call({ method: 'GET', url: `/api/auth/companies/${company.id}/internship/?${q}` }, operator))
        .json()
        .map((r: { ID: number }) => r.ID);
    expect(await ids('assigned=true')).toEqual([busy.id]);
    expect(await ids('assigned=false')).toEqual([free.id]);
    expect(await ids('limit=1')).toHaveLength(1);
    const [taken] = (await call({ method: 'GET', url: `/api/auth/companies/${company.id}/internship/?assigned=true` })).json();
    expect(taken.beneficiary).toEqual({ ID: beneficiary.id, name: 'Amina', surname: 'Diallo' });
  });

  it('answers 424 deleting a taken position, and keeps it', async () => {
    const company = await createCompany(t.db);
    const beneficiary = await createBeneficiary(t.db);
    const held = await createPosition(t.db, company.id, { busy: true, idBeneficiary: beneficiary.id });
    const res = await call({ method: 'DELETE', url: `/api/auth/companies/internship/${held.id}` });
    expect(res.statusCode).toBe(424);
    expect(res.json().error).toBe('Impossibile eliminare la posizione: è assegnata a un beneficiario');
    expect(await t.db.select().from(companyInternshipPositions).where(eq(companyInternshipPositions.id, held.id))).toHaveLength(1);
  });

  it('refuses a missing role, too long texts and a bad company id with their messages', async () => {
    const company = await createCompany(t.db);
    const res = await call({
      method: 'POST',
      url: `/api/auth/companies/${company.id}/internship/`,
      payload: { job_positions: '  ', requisiti: 'x'.repeat(501), place: 'y'.repeat(256) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      job_positions: 'Il campo Posizioni Lavorative è obbligatorio.',
      requisiti: 'Il testo è troppo lungo',
      place: 'Il testo è troppo lungo',
    });
    const badPath = await call({ method: 'POST', url: '/api/auth/companies/abc/internship/', payload: position() });
    expect(badPath.statusCode).toBe(400);
    expect(JSON.stringify(badPath.json())).toContain('ID Azienda non valido');
    const missing = await call({ method: 'POST', url: '/api/auth/companies/999999/internship/', payload: position() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ company_id: 'ID Azienda non valido' });
    const other = await call({
      method: 'POST',
      url: `/api/auth/companies/${company.id}/internship/`,
      payload: position({ company_id: company.id + 1 }),
    });
    expect(other.json().fields).toEqual({ company_id: 'ID Azienda non valido' });
  });

  it('answers 404 for a missing position or company', async () => {
    expect((await call({ method: 'PUT', url: '/api/auth/companies/internship/999999', payload: position() })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: '/api/auth/companies/internship/999999' })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/auth/companies/999999/internship/' })).statusCode).toBe(404);
  });

  it('refuses an operator managing positions with 403', async () => {
    const company = await createCompany(t.db);
    const free = await createPosition(t.db, company.id);
    const answers = await Promise.all([
      call({ method: 'POST', url: `/api/auth/companies/${company.id}/internship/`, payload: position() }, operator),
      call({ method: 'PUT', url: `/api/auth/companies/internship/${free.id}`, payload: position() }, operator),
      call({ method: 'DELETE', url: `/api/auth/companies/internship/${free.id}` }, operator),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(await t.db.select().from(companyInternshipPositions).where(eq(companyInternshipPositions.companyId, company.id))).toHaveLength(
      1,
    );
  });
});

describe('export type company', () => {
  it('streams an xlsx of the filtered companies, accents intact, for administrators only', async () => {
    const name = `Società Cooperativa Perché ${tag()}`;
    const company = await createCompany(t.db, { companyName: name, stateContact: 'Interesse a proseguire', notes: 'Caffè e città' });
    await createPosition(t.db, company.id);
    const query = `export-type=company&name=${encodeURIComponent(name)}`;
    expect((await call({ method: 'GET', url: `/api/auth/export/?${query}` }, operator)).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: `/api/auth/export/count?type=company&name=${encodeURIComponent(name)}` })).json()).toEqual({
      count: 1,
    });
    const res = await call({ method: 'GET', url: `/api/auth/export/?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/aziende_\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Nome azienda', 'Tipo', 'Settore']);
    expect(row[0]).toBe(name);
    expect(row[header.indexOf('Stato contatto')]).toBe('Interesse a proseguire');
    expect(row[header.indexOf('Posizioni totali')]).toBe(1);
    expect(row[header.indexOf('Note')]).toBe('Caffè e città');
  });
});
