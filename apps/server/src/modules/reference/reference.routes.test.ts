import { INIT_LIST_KEYS, TABLE_LISTS } from '@empowerment/shared/reference';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createOperator } from '../../../test/factories';
import { seedReferenceData } from './reference.seed';
import { sectors } from '../../db/schema';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  admin = await authHeader(t.app, await createAdmin(t.db));
});

describe('GET /api/inits-json', () => {
  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inits-json' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Sessione scaduta, effettuare il login' });
  });

  it.each([
    ['operator', () => operator],
    ['administrator', () => admin],
  ])('gives the 19 enumeration lists to an %s', async (_who, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inits-json', headers: headers() });
    expect(res.statusCode).toBe(200);
    const lists = res.json();
    expect(Object.keys(lists).sort()).toEqual([...INIT_LIST_KEYS].sort());
    for (const key of INIT_LIST_KEYS) expect(lists[key].length, key).toBeGreaterThan(0);
  });

  it('has the exact company values, internship statuses, sexes and L2 levels', async () => {
    const lists = (await t.app.inject({ method: 'GET', url: '/api/inits-json', headers: operator })).json();
    expect(lists.companiesTypes).toEqual(['Azienda per tirocinio', 'Ente di formazione', 'Azienda che aderisce a job day']);
    expect(lists.companiesStateContact).toEqual([
      'Primo contatto',
      'Interesse a proseguire',
      'Manifestazione alla firma',
      'Manifestazione firmata',
    ]);
    expect(lists.statusInternships).toEqual(expect.arrayContaining(['Pianificato', 'Attivo', 'Completato', 'Interrotto']));
    expect(lists.sex).toEqual(['M', 'F', 'N']);
    expect(lists.certificationL2).toEqual(['Nessuna', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(lists.typePermessoSoggiorno).toEqual(
      expect.arrayContaining(['Lavoro subordinato', 'Protezione sussidiaria', 'Richiesta asilo']),
    );
    expect(lists.educationalList).toEqual(expect.arrayContaining(['Nessun titolo', 'Licenza media', 'Laurea magistrale']));
    expect(lists.conditionAddress.some((v: string) => v.includes('[specificare]'))).toBe(true);
    expect(lists.indigenceStatus.some((v: string) => v.includes('[specificare]'))).toBe(true);
  });

  it('gives the dialling prefixes as objects with name, Italy first and no duplicates', async () => {
    const { prefix } = (await t.app.inject({ method: 'GET', url: '/api/inits-json', headers: operator })).json();
    expect(prefix[0]).toEqual({ name: '+39' });
    expect(prefix).toEqual(expect.arrayContaining([{ name: '+1' }, { name: '+40' }, { name: '+212' }, { name: '+380' }]));
    const names = prefix.map((p: { name: string }) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^\+\d{1,3}$/);
  });
});

describe('GET /api/list-settings', () => {
  it('refuses an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/list-settings' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['operator', () => operator],
    ['administrator', () => admin],
  ])('gives the 9 table lists to an %s, each item with ID, label and CreatedAt', async (_who, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/list-settings', headers: headers() });
    expect(res.statusCode).toBe(200);
    const lists = res.json();
    expect(Object.keys(lists).sort()).toEqual(Object.keys(TABLE_LISTS).sort());
    for (const [key, label] of Object.entries(TABLE_LISTS)) {
      expect(lists[key].length, key).toBeGreaterThan(0);
      for (const item of lists[key]) {
        expect(item.ID).toEqual(expect.any(Number));
        expect(item[label]).toEqual(expect.any(String));
        expect(Number.isNaN(Date.parse(item.CreatedAt))).toBe(false);
      }
    }
  });

  it('lists every country with its Italian name, in Italian order', async () => {
    const { countries } = (await t.app.inject({ method: 'GET', url: '/api/list-settings', headers: operator })).json();
    expect(countries.length).toBeGreaterThanOrEqual(245);
    const names = countries.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Italia', 'Germania', 'Francia', 'Romania', 'Marocco', 'Regno Unito']));
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });

  it("lists Rome's fifteen municipi with their public ids", async () => {
    const { municipi } = (await t.app.inject({ method: 'GET', url: '/api/list-settings', headers: operator })).json();
    expect(municipi).toHaveLength(15);
    expect(municipi[0]).toMatchObject({ municipio: 'Municipio I', id_public: 1 });
    expect(municipi[14]).toMatchObject({ municipio: 'Municipio XV', id_public: 15 });
  });

  it('has the interview, file and C.O.L. types operators pick from', async () => {
    const lists = (await t.app.inject({ method: 'GET', url: '/api/list-settings', headers: operator })).json();
    const labels = (key: string) => lists[key].map((i: { type: string }) => i.type);
    expect(labels('types_interviews')).toEqual(
      expect.arrayContaining(['Colloquio conoscitivo', 'Bilancio di competenze', 'Monitoraggio tirocinio']),
    );
    expect(labels('types_files')).toEqual(
      expect.arrayContaining(["Documento d'identità", 'Curriculum vitae', 'Scheda A', 'Scheda D', 'Attestato']),
    );
    expect(labels('types_col')).toContain('C.O.L. Municipio I');
    expect(labels('sectors')).toEqual(expect.arrayContaining(['Ristorazione', 'Commercio al dettaglio']));
  });
});

describe('seedReferenceData', () => {
  it('adds nothing to lists that already have rows, so edits survive a restart', async () => {
    await t.db.delete(sectors);
    await t.db.insert(sectors).values({ type: 'Settore scelto da un amministratore' });
    const log = { info: () => {}, warn: () => {} };
    await seedReferenceData({ db: t.db, config: t.config, log });
    await seedReferenceData({ db: t.db, config: t.config, log });
    const lists = (await t.app.inject({ method: 'GET', url: '/api/list-settings', headers: operator })).json();
    expect(lists.sectors.map((s: { type: string }) => s.type)).toEqual(['Settore scelto da un amministratore']);
    expect(lists.municipi).toHaveLength(15);
  });

  it('fills an emptied list again', async () => {
    await t.db.delete(sectors);
    await seedReferenceData({ db: t.db, config: t.config, log: { info: () => {}, warn: () => {} } });
    const lists = (await t.app.inject({ method: 'GET', url: '/api/list-settings', headers: operator })).json();
    expect(lists.sectors.map((s: { type: string }) => s.type)).toContain('Ristorazione');
  });
});
