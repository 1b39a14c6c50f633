import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createOperator } from '../../../test/factories';
import { createBeneficiaries, createBeneficiary } from './beneficiaries.factory';
import { activityLogs } from '../../db/schema';
import { beneficiaryBatches } from './beneficiaries.repository';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let operatorId: number;

const list = (query: string, headers = operator) => t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?${query}`, headers });
const names = (rows: { surname: string; name: string }[]) => rows.map((r) => `${r.surname} ${r.name}`);

beforeAll(async () => {
  const op = await createOperator(t.db);
  operatorId = op.id;
  operator = await authHeader(t.app, op);
  admin = await authHeader(t.app, await createAdmin(t.db));
  await createBeneficiary(t.db, {
    name: 'Maria Grazia',
    surname: 'Rossi',
    idPublic: '01_001',
    email: 'maria.rossi@example.org',
    phone: '3331234567',
    fiscalCode: 'RSSMGR85M41H501S',
    birthDate: '1985-08-01',
    active: true,
  });
  await createBeneficiary(t.db, { name: 'Fatima', surname: 'El Amrani', idPublic: '05_012', email: null, phone: null, active: false });
  await createBeneficiary(t.db, { name: 'Olena', surname: 'Kovalenko', idPublic: '05_013', phonePrefix: '+380', phone: '671234567' });
  await createBeneficiary(t.db, { name: 'Anna', surname: 'Rossi', idPublic: '01_002', email: 'anna_rossi@example.org', active: true });
  await createBeneficiary(t.db, { name: 'Giulia', surname: 'Bianchi', idPublic: '10_100', email: 'annarossi@example.org' });
});

describe('GET /api/auth/beneficiaries/', () => {
  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/beneficiaries/?get-tot=true' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['operator', () => operator],
    ['administrator', () => admin],
  ])('gives an %s {total, data} ordered by surname, name', async (_who, headers) => {
    const res = await list('get-tot=true&limit=10&offset=0', headers());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(names(body.data)).toEqual(['Bianchi Giulia', 'El Amrani Fatima', 'Kovalenko Olena', 'Rossi Anna', 'Rossi Maria Grazia']);
  });

  it('answers the row shape of the spec, active from the project and true without one', async () => {
    const { data } = (await list('get-tot=true&surname=rossi&name=maria')).json();
    expect(data).toEqual([
      {
        ID: expect.any(Number),
        id_public: '01_001',
        name: 'Maria Grazia',
        surname: 'Rossi',
        email: 'maria.rossi@example.org',
        phone: '3331234567',
        phone_prefix: '+39',
        fiscal_code: 'RSSMGR85M41H501S',
        birth_date: '1985-08-01',
        active: true,
      },
    ]);
    const rows = (await list('get-tot=true&limit=10')).json().data;
    const bySurname = Object.fromEntries(rows.map((r: { surname: string; name: string; active: boolean }) => [r.name, r.active]));
    expect(bySurname).toMatchObject({ Fatima: false, Olena: true, Giulia: true });
  });

  it('pages in the database: limit, offset and the total of all matches', async () => {
    const first = (await list('get-tot=true&limit=2&offset=0')).json();
    const second = (await list('get-tot=true&limit=2&offset=2')).json();
    const last = (await list('get-tot=true&limit=2&offset=4')).json();
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
    expect(names(first.data)).toEqual(['Bianchi Giulia', 'El Amrani Fatima']);
    expect(names(second.data)).toEqual(['Kovalenko Olena', 'Rossi Anna']);
    expect(names(last.data)).toEqual(['Rossi Maria Grazia']);
  });

  it('answers a plain array without get-tot', async () => {
    const res = await list('limit=1');
    expect(res.json()).toEqual([expect.objectContaining({ surname: 'Bianchi' })]);
  });

  it.each([
    ['name=GRAZIA', ['Rossi Maria Grazia']],
    ['surname=ross', ['Rossi Anna', 'Rossi Maria Grazia']],
    ['email=EXAMPLE.ORG&surname=rossi', ['Rossi Anna', 'Rossi Maria Grazia']],
    // _ and % are letters here, not wildcards
    ['email=anna_', ['Rossi Anna']],
    ['name=%25', []],
    ['id_public=05_', ['El Amrani Fatima', 'Kovalenko Olena']],
    ['id_public=01_001', ['Rossi Maria Grazia']],
    ['fiscal_code=rssmgr', ['Rossi Maria Grazia']],
    ['phone=333 123', ['Rossi Maria Grazia']],
    ['phone=%2B38067', ['Kovalenko Olena']],
    ['birth_date=1985-08-01', ['Rossi Maria Grazia']],
    ['active=false', ['El Amrani Fatima']],
    ['active=true&surname=rossi', ['Rossi Anna', 'Rossi Maria Grazia']],
    ['name=&active=', ['Bianchi Giulia', 'El Amrani Fatima', 'Kovalenko Olena', 'Rossi Anna', 'Rossi Maria Grazia']],
  ])('filters by %s', async (query, expected) => {
    const body = (await list(`get-tot=true&${query}`)).json();
    expect(names(body.data)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['birth_date=2020-02-30', 'birth_date', 'Data non valida'],
    ['birth_date=01/02/1990', 'birth_date', 'Data non valida'],
    ['active=forse', 'active', 'Valore non valido'],
    [`name=${'a'.repeat(81)}`, 'name', 'Il testo è troppo lungo'],
    ['limit=0', 'limit', 'Il valore è troppo piccolo'],
    ['limit=abc', 'limit', 'Valore non valido'],
    ['offset=-1', 'offset', 'Il valore è troppo piccolo'],
  ])('refuses %s with an Italian field message', async (query, field, message) => {
    const res = await list(`get-tot=true&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('writes a view of the list to the Registro Attività, with its filters', async () => {
    await list('get-tot=true&surname=Kovalenko');
    // the entry is written just after the answer
    await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, operatorId), eq(activityLogs.notes, 'Elenco beneficiari filtrato: surname=Kovalenko')));
      expect(rows).toEqual([expect.objectContaining({ action: 'get', entity: 'beneficiary', statusCode: 200, beneficiaryId: null })]);
    });
  });
});

describe('beneficiaryBatches', () => {
  it('reads every row once, in list order, in batches of at most the batch size', async () => {
    const sizes: number[] = [];
    const seen: string[] = [];
    for await (const batch of beneficiaryBatches(t.db, {}, { batchSize: 2 })) {
      sizes.push(batch.length);
      seen.push(...names(batch));
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(['Bianchi Giulia', 'El Amrani Fatima', 'Kovalenko Olena', 'Rossi Anna', 'Rossi Maria Grazia']);
  });

  it('starts at the offset and stops at the limit, keeping the filters on every batch', async () => {
    const seen: string[] = [];
    for await (const batch of beneficiaryBatches(t.db, { email: 'example.org' }, { offset: 1, limit: 3, batchSize: 2 }))
      seen.push(...names(batch));
    // Fatima has no email; the other four have an example.org address
    expect(seen).toEqual(['Kovalenko Olena', 'Rossi Anna', 'Rossi Maria Grazia']);
  });

  it('keeps the order across batches when many share a surname and name', async () => {
    const rows = await createBeneficiaries(t.db, 7, () => ({ name: 'Zoe', surname: 'Zeta' }));
    const ids: number[] = [];
    for await (const batch of beneficiaryBatches(t.db, { surname: 'zeta' }, { batchSize: 3 })) ids.push(...batch.map((r) => r.ID));
    expect(ids).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });
});
