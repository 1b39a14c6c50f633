import { logFieldLabel } from '@empowerment/shared';
import { and, desc, eq, getTableColumns, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createBeneficiary, createOperator } from '../../../test/factories';
import { activityLogs, addresses, beneficiaries, residencePermits, typesSocialSituations } from '../../db/schema';
import { SECTIONS } from './sections.registry';

const t = await useTestApp();
let operator: Record<string, string>;
let operatorId: number;
let socialTypes: number[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: operator, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  const op = await createOperator(t.db);
  operatorId = op.id;
  operator = await authHeader(t.app, op);
  const rows = await t.db
    .insert(typesSocialSituations)
    .values([{ type: 'Tipo sezioni A' }, { type: 'Tipo sezioni B' }])
    .returning();
  socialTypes = rows.map((r) => r.id);
});

let seenLogId = 0;

/** The log entry of this operator for an entity and an action written since the last one looked at (it is written just after the answer). */
async function lastLog(entity: string, action: string) {
  let row: typeof activityLogs.$inferSelect | undefined;
  await vi.waitFor(async () => {
    [row] = await t.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.operatorId, operatorId),
          eq(activityLogs.entity, entity),
          eq(activityLogs.action, action),
          gt(activityLogs.id, seenLogId),
        ),
      )
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(row).toBeDefined();
  });
  seenLogId = row!.id;
  return row!;
}

type Case = {
  key: string;
  entity: string;
  valid: () => Record<string, unknown>;
  change: Record<string, unknown>;
  changed: string[];
  invalid: Record<string, unknown>;
  messages: Record<string, string>;
};

const CASES: Case[] = [
  {
    key: 'data-project',
    entity: 'data project',
    valid: () => ({ project_date_start: '2024-02-01T00:00:00Z', status_individual_plan: 'In corso', objectives_achieved: 'sì' }),
    change: { active: false, project_date_exit: '2024-06-30T00:00:00Z' },
    changed: ['project_date_exit', 'active'],
    invalid: { project_date_start: '2999-01-01T00:00:00Z', notes: 'x'.repeat(901) },
    messages: { project_date_start: 'La data non può essere nel futuro', notes: 'Il testo è troppo lungo' },
  },
  {
    key: 'social-data',
    entity: 'social situation',
    valid: () => ({ occupational_condition: 'Disoccupata', social_situation_type: socialTypes[0] }),
    change: { social_situation_type: -1 },
    changed: ['social_situation_type'],
    invalid: { social_situation_type: null },
    messages: { social_situation_type: 'Seleziona il tipo di situazione sociale' },
  },
  {
    key: 'about-service',
    entity: 'service information',
    valid: () => ({ sending_service: 'Centro antiviolenza', active_service: 'Servizi sociali' }),
    change: { motivation_sending: 'Orientamento al lavoro' },
    changed: ['motivation_sending'],
    invalid: { sending_service: '  ' },
    messages: { sending_service: 'Il servizio inviante è obbligatorio' },
  },
  {
    key: 'economic-situation',
    entity: 'economic situation',
    valid: () => ({ isee: 12500.5, adi_date_activation: '0001-01-01T00:00:00Z', indigence_state: 'NASpI' }),
    change: { isee: 9000, indigence_state: 'Altro sostegno economico [specificare]', indigence_state_notes: 'Aiuto della parrocchia' },
    changed: ['isee', 'indigence_state', 'indigence_state_notes'],
    invalid: { indigence_state: 'Altro sostegno economico [specificare]', isee: 'mille' },
    messages: {
      isee: 'Valore non valido',
      indigence_state_notes: 'Le note sullo stato di indigenza sono obbligatorie quando si specifica lo stato',
    },
  },
  {
    key: 'family-commitments',
    entity: 'family commitments',
    valid: () => ({ dependent_children: 2, age_children: '3 e 7 anni' }),
    change: { caregiver: 'La nonna' },
    changed: ['caregiver'],
    invalid: { dependent_children: 31 },
    messages: { dependent_children: 'Il numero di figli non può superare 30' },
  },
  {
    key: 'personal-resource',
    entity: 'personal resources',
    valid: () => ({ italian_level: 6, grade_motivation: 9, certification_l2: 'A2' }),
    change: { grade_motivation: 10, italian_level: 6 },
    changed: ['grade_motivation'],
    invalid: { grade_work_competence: 11 },
    messages: { grade_work_competence: 'Il voto deve essere un numero intero da 0 a 10' },
  },
  {
    key: 'professional-profile',
    entity: 'professional profile',
    valid: () => ({ other_languages: 'Inglese;Francese', soft_skills: 'Ascolto' }),
    change: { other_languages: ['Inglese', 'Spagnolo'] },
    changed: ['other_languages'],
    invalid: {
      other_languages:
        'Inglese;Francese;Spagnolo;Portoghese;Tedesco;Olandese;Rumeno;Albanese;Arabo;Russo;Ucraino;Polacco;Greco;Turco;Hindi;Urdu',
    },
    messages: { other_languages: 'Puoi aggiungere al massimo 15 lingue' },
  },
  {
    key: 'data-sicol',
    entity: 'Sicol data',
    valid: () => ({ unique_code: 'SIC-001', iso2: 'ma' }),
    change: { exit_cd: 'E01' },
    changed: ['exit_cd'],
    invalid: { iso2: 'MAR', unique_code: 'x'.repeat(51) },
    messages: { iso2: 'Il codice ISO2 deve essere di 2 lettere', unique_code: 'Il testo è troppo lungo' },
  },
];

describe.each(CASES)('section $key', (c) => {
  let id: number;
  beforeAll(async () => {
    id = (await createBeneficiary(t.db)).id;
  });
  const url = () => `/auth/beneficiaries/${id}/${c.key}`;

  it('answers 404 while it does not exist, then creates it (201), answers it and updates it naming the changed fields', async () => {
    expect((await call('GET', url())).statusCode).toBe(404);

    const created = await call('POST', url(), { ...c.valid(), beneficiary_id: id });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ ID: expect.any(Number), beneficiary_id: id, CreatedAt: expect.any(String), UpdatedAt: expect.any(String) });
    expect((await lastLog(c.entity, 'post')).statusCode).toBe(201);

    const read = await call('GET', url());
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(row);

    // social-data: the type moves to the other list entry
    const change = c.key === 'social-data' ? { social_situation_type: socialTypes[1] } : c.change;
    const updated = await call('PUT', url(), { ...c.valid(), ...change, beneficiary_id: id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().ID).toBe(row.ID);
    const log = await lastLog(c.entity, 'put');
    expect(log).toMatchObject({ beneficiaryId: id, statusCode: 200 });
    // the fields by the labels their form shows, their values kept beside the notes
    expect(log.notes).toBe(`campi modificati: ${c.changed.map((field) => logFieldLabel(c.entity, field)).join(', ')}`);
    expect(log.notes).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    expect(log.changes?.map((change) => change.field)).toEqual(c.changed);
    if (c.key === 'data-project') {
      expect(log.notes).toBe('campi modificati: Data di uscita dal progetto, Progetto attivo');
      expect(log.changes).toEqual([
        { field: 'project_date_exit', before: null, after: '30/06/2024' },
        { field: 'active', before: 'Sì', after: 'No' },
      ]);
    }
    // a reference by its name at the time, not its id
    if (c.key === 'social-data') expect(log.changes?.[0]).toMatchObject({ before: expect.not.stringMatching(/^\d+$/) });

    const same = await call('PUT', url(), { ...c.valid(), ...change, beneficiary_id: id });
    expect(same.statusCode).toBe(200);
    expect((await lastLog(c.entity, 'put')).notes).toBe('nessun campo modificato');
  });

  it('refuses bad input with Italian field messages and changes nothing', async () => {
    const before = (await call('GET', url())).json();
    const res = await call('PUT', url(), { ...c.valid(), ...c.invalid, beneficiary_id: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(c.messages);
    expect((await call('GET', url())).json()).toEqual(before);
  });

  it('answers 409 to a second create', async () => {
    const res = await call('POST', url(), { ...c.valid(), ...(c.key === 'social-data' ? {} : {}), beneficiary_id: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Questa sezione è già stata creata: ricarica la pagina per modificarla');
  });

  it('answers 404 for a beneficiary that does not exist', async () => {
    const missing = `/auth/beneficiaries/999999/${c.key}`;
    expect((await call('GET', missing)).json()).toEqual({ error: 'Beneficiario non trovato' });
    const post = await call('POST', missing, { ...c.valid(), beneficiary_id: 999_999 });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Beneficiario non trovato' });
    expect((await call('PUT', missing, { ...c.valid(), beneficiary_id: 999_999 })).statusCode).toBe(404);
  });

  it("refuses a payload whose beneficiary is not the path's", async () => {
    const res = await call('POST', `/auth/beneficiaries/${id}/${c.key}`, { ...c.valid(), beneficiary_id: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ beneficiary_id: 'ID beneficiario non valido' });
    const other = await call('PUT', url(), { ...c.valid(), beneficiary_id: id + 100_000 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: 'ID beneficiario non valido', fields: { beneficiary_id: 'ID beneficiario non valido' } });
  });
});

describe('section data-project values', () => {
  it('stores the days, the zero date as none, and answers them', async () => {
    const id = (await createBeneficiary(t.db)).id;
    const res = await call('POST', `/auth/beneficiaries/${id}/data-project`, {
      beneficiary_id: id,
      project_date_start: '2024-02-01T00:00:00Z',
      project_date_exit: '0001-01-01T00:00:00Z',
    });
    expect(res.json()).toMatchObject({ project_date_start: '2024-02-01', project_date_exit: null, active: true });
  });

  it('answers a project row made with the beneficiary, before any start date', async () => {
    const id = (await createBeneficiary(t.db, { active: false })).id;
    const res = await call('GET', `/auth/beneficiaries/${id}/data-project`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, project_date_start: null, notes: '' });
  });
});

describe('section economic-situation values', () => {
  it('keeps ISEE as money with two decimals', async () => {
    const id = (await createBeneficiary(t.db)).id;
    const res = await call('POST', `/auth/beneficiaries/${id}/economic-situation`, { beneficiary_id: id, isee: '1234,56' });
    expect(res.json()).toMatchObject({ isee: 1234.56, adi_date_activation: null });
  });
});

describe('section address', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createBeneficiary(t.db)).id;
  });
  const residence = { type: 'address', street: 'Via Appia 10', city: 'Roma', province: 'RM', region: 'Lazio', postalCode: '00179' };

  it('holds a residence and a domicile, answered together; updated at /auth/address/{id}', async () => {
    expect((await call('GET', `/auth/beneficiaries/${id}/address`)).statusCode).toBe(404);
    const res = await call('POST', `/auth/beneficiaries/${id}/address`, { ...residence, beneficiary_id: id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'address', country: 'Italia', city: 'Roma' });
    expect((await lastLog('address', 'post')).notes).toBe('Residenza');
    const dom = await call('POST', `/auth/beneficiaries/${id}/address`, {
      type: 'domicile',
      country: 'Estero',
      city: 'Parigi',
      street: '5 rue Lepic, Parigi, Francia',
      beneficiary_id: id,
    });
    expect(dom.statusCode).toBe(201);
    expect(dom.json()).toMatchObject({ type: 'domicile', country: 'Estero', city: '', street: '5 rue Lepic, Parigi, Francia' });

    const both = (await call('GET', `/auth/beneficiaries/${id}/address`)).json();
    expect(both.map((a: { type: string }) => a.type)).toEqual(['address', 'domicile']);

    const second = await call('POST', `/auth/beneficiaries/${id}/address`, { ...residence, beneficiary_id: id });
    expect(second.statusCode).toBe(409);

    const put = await call('PUT', `/auth/address/${dom.json().ID}`, { ...residence, type: 'domicile', city: 'Tivoli', beneficiary_id: id });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ID: dom.json().ID, city: 'Tivoli', country: 'Italia' });
    const log = await lastLog('address', 'put');
    expect(log).toMatchObject({
      beneficiaryId: id,
      notes: 'Domicilio; campi modificati: Via e numero civico, Città, Provincia, Regione, CAP, Paese',
    });
  });

  it('refuses an Italian address without its parts, and an unknown row', async () => {
    const res = await call('POST', `/auth/beneficiaries/${id}/address`, {
      type: 'domicile',
      beneficiary_id: id,
      condition: 'Altro [specificare]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      street: 'La via è obbligatoria',
      city: 'La città è obbligatoria',
      province: 'La provincia è obbligatoria',
      region: 'La regione è obbligatoria',
      condition_notes: 'Le note sulla condizione abitativa sono obbligatorie quando si seleziona [specificare]',
    });
    expect((await call('PUT', `/auth/address/999999`, { ...residence, beneficiary_id: id })).statusCode).toBe(404);
    const missing = await call('POST', '/auth/beneficiaries/999999/address', { ...residence, beneficiary_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Beneficiario non trovato' });
    expect((await call('GET', '/auth/beneficiaries/999999/address')).statusCode).toBe(404);
  });

  it("refuses an update of another beneficiary's address", async () => {
    const [row] = await t.db.select().from(addresses).where(eq(addresses.beneficiaryId, id)).limit(1);
    const res = await call('PUT', `/auth/address/${row.id}`, { ...residence, beneficiary_id: id + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ beneficiary_id: 'ID beneficiario non valido' });
  });
});

describe('section residence-permit', () => {
  it('is created on the beneficiary and updated at /auth/residence-permit/{id}', async () => {
    const id = (await createBeneficiary(t.db)).id;
    const url = `/auth/beneficiaries/${id}/residence-permit`;
    expect((await call('GET', url)).statusCode).toBe(404);
    const created = await call('POST', url, {
      beneficiary_id: id,
      type: 'Studio',
      start_date: '2024-01-10T00:00:00Z',
      exp_date: '0001-01-01T00:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'Studio', start_date: '2024-01-10', exp_date: null });
    const permitId = created.json().ID;

    // no update on the section's path: the spec's path is the permit's own
    expect((await call('PUT', url, { beneficiary_id: id, type: 'Studio', start_date: '2024-01-10' })).statusCode).toBe(404);

    await lastLog('residence permits', 'post');
    const bad = await call('PUT', `/auth/residence-permit/${permitId}`, {
      beneficiary_id: id,
      type: 'Studio',
      start_date: '2024-01-10',
      exp_date: '2024-01-09',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ exp_date: 'La data di scadenza deve essere successiva alla data di inizio' });
    expect(await lastLog('residence permits', 'put')).toMatchObject({ statusCode: 400 });

    const put = await call('PUT', `/auth/residence-permit/${permitId}`, {
      beneficiary_id: id,
      type: 'Lavoro subordinato',
      start_date: '2024-01-10',
      exp_date: '2026-01-10T00:00:00Z',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ type: 'Lavoro subordinato', exp_date: '2026-01-10' });
    expect(await lastLog('residence permits', 'put')).toMatchObject({
      beneficiaryId: id,
      notes: 'campi modificati: Tipo di permesso, Data di scadenza',
    });
    const [stored] = await t.db.select().from(residencePermits).where(eq(residencePermits.id, permitId));
    expect(stored.expDate).toBe('2026-01-10');
  });
});

describe('the sections go with their beneficiary', () => {
  it('deleting her row deletes every section of hers', async () => {
    const id = (await createBeneficiary(t.db)).id;
    await call('POST', `/auth/beneficiaries/${id}/about-service`, { beneficiary_id: id, sending_service: 'Consultorio' });
    await call('POST', `/auth/beneficiaries/${id}/address`, { beneficiary_id: id, type: 'address', country: 'Estero' });
    await call('POST', `/auth/beneficiaries/${id}/personal-resource`, { beneficiary_id: id });
    await t.db.delete(beneficiaries).where(eq(beneficiaries.id, id));
    for (const { table } of SECTIONS) {
      const rows = await t.db.select().from(table).where(eq(table.beneficiaryId, id));
      expect(rows).toEqual([]);
    }
  });
});

describe('contract between the shared declarations and the tables', () => {
  it.each(SECTIONS.map((entry) => [entry.section.key, entry] as const))(
    'every key of the %s input is a column of its table',
    (_key, entry) => {
      const columns = Object.values(getTableColumns(entry.table)).map((c) => c.name);
      for (const key of [...Object.keys(entry.section.fields), 'beneficiary_id']) expect(columns).toContain(key);
    },
  );
});

it('an anonymous caller gets 401', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/beneficiaries/1/about-service' });
  expect(res.statusCode).toBe(401);
});
