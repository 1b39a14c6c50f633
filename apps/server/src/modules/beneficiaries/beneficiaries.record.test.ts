import { computeCodiceFiscale } from '@empowerment/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createMunicipio, createOperator } from '../../../test/factories';
import { activityLogs, beneficiaries, countries, dataProjects } from '../../db/schema';

// The beneficiary herself (spec 02 §2, §5, §7, §8): create, read, change only what was sent, delete.
const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;
let operatorId: number;
let municipioA: number;
let municipioB: number;
let countryId: number;
let fresh = 0;

/** The n-th payload's birth day: one day apart each, from 1 January 1980. */
const DAY = (n: number) => new Date(Date.UTC(1980, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const CODE = (n: number) => computeCodiceFiscale({ name: 'Lucia', surname: 'Ferraro', birthDate: DAY(n), sex: 'F', placeCode: 'F205' });

/** A valid create payload with unique values of its own. */
function payload(over: Record<string, unknown> = {}) {
  fresh += 1;
  return {
    name: 'Lucia',
    surname: 'Ferraro',
    fiscal_code: CODE(fresh).toLowerCase(),
    email: `lucia.${fresh}@example.org`,
    phone_prefix: '+39',
    phone: `347 000 ${String(fresh).padStart(4, '0')}`,
    birth_date: DAY(fresh),
    sex: 'F',
    native_language: 'Italiano',
    country_birth: countryId,
    citizenship: 'Italiana',
    municipio_id: municipioA,
    ...over,
  };
}

const create = (body: object, headers = operator) =>
  t.app.inject({ method: 'POST', url: '/api/auth/beneficiaries/', headers, payload: body });
const get = (id: number, headers = operator) => t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/${id}`, headers });
const patch = (id: number, body: object, headers = operator) =>
  t.app.inject({ method: 'PATCH', url: `/api/auth/beneficiaries/${id}`, headers, payload: body });
const remove = (id: number, headers = admin) => t.app.inject({ method: 'DELETE', url: `/api/auth/beneficiaries/${id}`, headers });

/** The log rows about her, newest first, once the hook has written them. */
/** Her entries, newest first, once there are n; each is written after its answer, so two calls in a row may land in either order. */
async function logsOf(beneficiaryId: number, n: number) {
  let rows: (typeof activityLogs.$inferSelect)[] = [];
  await vi.waitFor(async () => {
    rows = await t.db.select().from(activityLogs).where(eq(activityLogs.beneficiaryId, beneficiaryId)).orderBy(desc(activityLogs.id));
    expect(rows.length).toBeGreaterThanOrEqual(n);
  });
  return rows;
}

beforeAll(async () => {
  const op = await createOperator(t.db, { email: 'paola.greco@example.org' });
  operatorId = op.id;
  operator = await authHeader(t.app, op);
  admin = await authHeader(t.app, await createAdmin(t.db));
  municipioA = (await createMunicipio(t.db, { idPublic: 7 })).id;
  municipioB = (await createMunicipio(t.db, { idPublic: 12 })).id;
  [{ id: countryId }] = await t.db.insert(countries).values({ name: 'Paese di prova' }).returning({ id: countries.id });
});

describe('POST /api/auth/beneficiaries/', () => {
  it('creates her with the next public id of her municipio and answers the record with the header data', async () => {
    const res = await create(payload({ notes: 'Primo colloquio', has_car: true }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ID: expect.any(Number),
      id_public: expect.stringMatching(/^07_\d{3}$/),
      name: 'Lucia',
      fiscal_code: CODE(fresh),
      phone: `347000${String(fresh).padStart(4, '0')}`,
      has_car: true,
      has_license_a: false,
      notes: 'Primo colloquio',
      active: true,
      operator: { email: 'paola.greco@example.org' },
      data_project: null,
    });
    const next = (await create(payload())).json();
    expect(Number(next.id_public.slice(3))).toBe(Number(body.id_public.slice(3)) + 1);
  });

  it('keeps an id_public typed by hand and never generates it again', async () => {
    const typed = (await create(payload({ id_public: '12_050', municipio_id: municipioB }))).json();
    expect(typed.id_public).toBe('12_050');
    const generated = (await create(payload({ municipio_id: municipioB }))).json();
    expect(generated.id_public).toBe('12_051');
  });

  it('starts a municipio past the public ids already stored under it', async () => {
    const m = await createMunicipio(t.db, { idPublic: 19 });
    await createBeneficiary(t.db, { idPublic: '19_041' });
    expect((await create(payload({ municipio_id: m.id }))).json().id_public).toBe('19_042');
  });

  it('gives two creates at the same moment in one municipio different public ids', async () => {
    const m = await createMunicipio(t.db, { idPublic: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(payload({ municipio_id: m.id }))));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = answers.map((r) => r.json().id_public).sort();
    expect(ids).toEqual(['03_001', '03_002', '03_003', '03_004', '03_005', '03_006']);
  });

  it('registers a woman whose name and surname have two letters (Li Wu)', async () => {
    const res = await create(payload({ name: 'Li', surname: 'Wu' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Li', surname: 'Wu' });
  });

  it('refuses bad input with Italian field messages and stores nothing', async () => {
    const res = await create(payload({ name: 'A', fiscal_code: 'RSSMRA85T10A562X', birth_date: '1899-12-31', sex: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Il nome deve contenere almeno 2 caratteri',
      fiscal_code: 'Il codice fiscale non è valido',
      birth_date: 'La data di nascita non può essere precedente al 01/01/1900',
      sex: 'Il sesso è obbligatorio',
    });
    const rows = await t.db.select().from(beneficiaries).where(eq(beneficiaries.name, 'A'));
    expect(rows).toEqual([]);
  });

  it('refuses a municipio that does not exist on its field', async () => {
    const res = await create(payload({ municipio_id: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Valore non valido', fields: { municipio_id: 'Valore non valido' } });
  });

  it.each([
    ['fiscal_code', 'Il Codice fiscale è già presente nel sistema'],
    ['phone', 'Il cellulare è già presente nel sistema'],
    ['email', "L'Email è già presente nel sistema"],
    ['id_public', "L'ID public è già presente nel sistema"],
  ])('answers 409 when %s is already used', async (field, message) => {
    const first = (await create(payload({ id_public: `07_${900 + fresh}` }))).json();
    const res = await create(payload({ [field]: first[field] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('writes the creation to the Registro Attività', async () => {
    const created = (await create(payload({ name: 'Registrata' }))).json();
    const [row] = await logsOf(created.ID, 1);
    expect(row).toMatchObject({ action: 'post', entity: 'beneficiary', statusCode: 201, operatorId });
    expect(row.notes).toBe(`Beneficiario aggiunto: Registrata Ferraro (${created.id_public})`);
  });
});

describe('GET /api/auth/beneficiaries/{id}', () => {
  it('answers her with the header data: operator e-mail, dates, project flag', async () => {
    const created = (await create(payload())).json();
    await t.db.insert(dataProjects).values({ beneficiaryId: created.ID, active: false });
    const res = await get(created.ID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ID: created.ID,
      active: false,
      data_project: { ID: expect.any(Number), active: false },
      operator: { email: 'paola.greco@example.org' },
      CreatedAt: expect.stringMatching(/Z$/),
      UpdatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('answers 404 for one that does not exist, 400 for a bad id', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get(999_999)).json()).toEqual({ error: 'Risorsa non trovata' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/beneficiaries/abc', headers: operator })).statusCode).toBe(400);
  });

  it('writes a view of her record with her id', async () => {
    const created = (await create(payload())).json();
    await get(created.ID);
    const rows = await logsOf(created.ID, 2);
    expect(rows.find((row) => row.action === 'get')).toMatchObject({ entity: 'beneficiary', statusCode: 200 });
  });
});

describe('PATCH /api/auth/beneficiaries/{id}', () => {
  it('changes only the fields sent and answers the whole record', async () => {
    const before = (await create(payload({ notes: 'Nota iniziale' }))).json();
    const res = await patch(before.ID, { ID: before.ID, phone: '349 111 2222', has_bank_account: true });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ phone: '3491112222', has_bank_account: true, notes: 'Nota iniziale', email: before.email });
    const { phone: _p, has_bank_account: _h, UpdatedAt: _u, ...rest } = after;
    const { phone: _p0, has_bank_account: _h0, UpdatedAt: _u0, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it('keeps the public id when the municipio changes', async () => {
    const before = (await create(payload())).json();
    const after = (await patch(before.ID, { municipio_id: municipioB })).json();
    expect(after).toMatchObject({ municipio_id: municipioB, id_public: before.id_public });
  });

  it('logs the labels of the fields that changed in the notes, their values apart', async () => {
    const before = (await create(payload())).json();
    await patch(before.ID, { ID: before.ID, phone: '340 999 0001', civil_status: 'Nubile', name: before.name });
    const row = (await logsOf(before.ID, 2)).find((entry) => entry.action === 'patch')!;
    expect(row).toMatchObject({ entity: 'beneficiary', statusCode: 200, operatorId });
    expect(row.notes).toBe(`Dati personali modificati: Lucia Ferraro (${before.id_public}); campi modificati: Cellulare, Stato civile`);
    expect(row.notes).not.toContain('3409990001');
    expect(row.changes).toEqual([
      { field: 'phone', before: before.phone, after: '3409990001' },
      { field: 'civil_status', before: before.civil_status || null, after: 'Nubile' },
    ]);
  });

  it('refuses bad values, an empty id_public and a different ID, changing nothing', async () => {
    const before = (await create(payload())).json();
    const bad = await patch(before.ID, { surname: 'X', id_public: '', email: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      surname: 'Il cognome deve contenere almeno 2 caratteri',
      id_public: "L'ID pubblico è obbligatorio",
      email: 'Inserire un indirizzo email valido',
    });
    const wrongId = await patch(before.ID, { ID: before.ID + 1, notes: 'x' });
    expect(wrongId.statusCode).toBe(400);
    expect((await get(before.ID)).json()).toMatchObject({ surname: 'Ferraro', notes: '' });
  });

  it('answers 404 for one that does not exist', async () => {
    const res = await patch(999_999, { notes: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['fiscal_code', 'Il Codice fiscale è già presente nel sistema'],
    ['phone', 'Il cellulare è già presente nel sistema'],
    ['email', "L'Email è già presente nel sistema"],
    ['id_public', "L'ID public è già presente nel sistema"],
  ])('answers 409 when %s belongs to another', async (field, message) => {
    const other = (await create(payload())).json();
    const her = (await create(payload())).json();
    const res = await patch(her.ID, { ID: her.ID, [field]: other[field] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect((await logsOf(her.ID, 2)).find((row) => row.action === 'patch')).toMatchObject({ statusCode: 409 });
  });
});

describe('DELETE /api/auth/beneficiaries/{id}', () => {
  it('is refused to an operator', async () => {
    const her = (await create(payload())).json();
    const res = await remove(her.ID, operator);
    expect(res.statusCode).toBe(403);
    expect((await get(her.ID)).statusCode).toBe(200);
  });

  it('deletes her with her sections; her log entries stay, still hers', async () => {
    const her = (await create(payload())).json();
    await t.db.insert(dataProjects).values({ beneficiaryId: her.ID });
    await patch(her.ID, { notes: 'Da eliminare' });
    await logsOf(her.ID, 2);
    const res = await remove(her.ID);
    expect(res.statusCode).toBe(204);
    expect((await get(her.ID)).statusCode).toBe(404);
    expect(await t.db.select().from(dataProjects).where(eq(dataProjects.beneficiaryId, her.ID))).toEqual([]);
    const rows = await logsOf(her.ID, 3);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['delete', 'patch', 'post']));
    expect(rows.find((r) => r.action === 'delete')?.notes).toBe(`Beneficiario eliminato: Lucia Ferraro (${her.id_public})`);
    const logs = await t.app.inject({ method: 'GET', url: `/api/auth/logs/?beneficiary_id=${her.ID}&limit=10&offset=0`, headers: admin });
    expect(logs.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'patch', 'post']);
  });

  it('answers 404 for one that does not exist', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
  });
});

describe('GET /api/auth/logs/ for her tab', () => {
  it('answers an array, newest first, pages of 10, to administrators only', async () => {
    const her = (await create(payload())).json();
    for (let i = 0; i < 11; i++) await patch(her.ID, { notes: `Nota ${i}` });
    await logsOf(her.ID, 12);
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/auth/logs/?beneficiary_id=${her.ID}&limit=10&offset=0`, headers: admin })
    ).json();
    expect(first).toHaveLength(10);
    const ids = first.map((e: { ID: number }) => e.ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (
      await t.app.inject({ method: 'GET', url: `/api/auth/logs/?beneficiary_id=${her.ID}&limit=10&offset=10`, headers: admin })
    ).json();
    expect(second.map((e: { action: string }) => e.action)).toEqual(['patch', 'post']);
    const refused = await t.app.inject({ method: 'GET', url: `/api/auth/logs/?beneficiary_id=${her.ID}&limit=10`, headers: operator });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/auth/beneficiaries/duplicates', () => {
  const dup = (query: string) => t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/duplicates?${query}`, headers: operator });

  it('finds the same fiscal code, in any case', async () => {
    const her = (await create(payload())).json();
    const res = await dup(`fiscal_code=${her.fiscal_code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ ID: her.ID, reason: 'fiscal_code' })]);
  });

  it('finds the same birth date with a similar name and surname, accents and order aside', async () => {
    const her = (await create(payload({ name: 'Zoë María', surname: 'Núñez Àlvarez', birth_date: '1977-03-04', fiscal_code: '' }))).json();
    const query = (name: string, surname: string, birth = '1977-03-04') =>
      dup(`birth_date=${birth}&name=${encodeURIComponent(name)}&surname=${encodeURIComponent(surname)}`).then((r) => r.json());
    expect(await query('Zoe Maria', 'Nunez Alvarez')).toEqual([expect.objectContaining({ ID: her.ID, reason: 'name_birth_date' })]);
    expect(await query('Nunez Alvarez', 'Zoe Maria')).toEqual([expect.objectContaining({ ID: her.ID })]);
    expect(await query('Zoe', 'Nunez Alvares')).toEqual([expect.objectContaining({ ID: her.ID })]);
    expect(await query('Giovanna', 'Bianchi')).toEqual([]);
    expect(await query('Zoe Maria', 'Nunez Alvarez', '1977-03-05')).toEqual([]);
  });

  it('answers nothing for nothing known yet, and refuses a bad date', async () => {
    expect((await dup('')).json()).toEqual([]);
    expect((await dup('birth_date=04/03/1977')).statusCode).toBe(400);
  });
});

describe('GET /api/auth/beneficiaries/ filters', () => {
  it('filters by municipio', async () => {
    const m = await createMunicipio(t.db, { idPublic: 15 });
    const her = (await create(payload({ municipio_id: m.id }))).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?get-tot=true&municipio_id=${m.id}`, headers: operator });
    expect(res.json()).toEqual({ total: 1, data: [expect.objectContaining({ ID: her.ID })] });
  });

  it("filters 'active' as the header's badge reads it", async () => {
    const m = await createMunicipio(t.db, { idPublic: 16 });
    const ids = [];
    for (const active of [undefined, true, false]) {
      const her = (await create(payload({ municipio_id: m.id }))).json();
      if (active !== undefined) await t.db.insert(dataProjects).values({ beneficiaryId: her.ID, active });
      ids.push(her.ID);
    }
    const listed = async (active: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/?municipio_id=${m.id}&active=${active}`, headers: operator }))
        .json()
        .map((r: { ID: number }) => r.ID)
        .sort();
    expect(await listed('true')).toEqual([ids[0], ids[1]].sort());
    expect(await listed('false')).toEqual([ids[2]]);
    for (const id of ids) {
      const badge = (await get(id)).json().active;
      expect((await listed(String(badge))).includes(id)).toBe(true);
    }
  });
});
