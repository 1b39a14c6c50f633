import { LIST_SETTINGS_KEYS } from '@empowerment/shared/reference';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../../test/factories';

const t = await useTestApp();
let operator: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  operator = await authHeader(t.app, await createOperator(t.db));
  admin = await authHeader(t.app, await createAdmin(t.db));
});

const FORBIDDEN = { error: 'Accesso vietato: non hai i permessi per fare questa operazione!' };
let seq = 0;
const fresh = (word: string) => `${word} ${Date.now().toString(36)}${++seq}`;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const listSettings = async () => (await call('GET', '/api/list-settings', operator)).json();

describe('/api/auth/list-settings/{list}/ (Dropdown Edit)', () => {
  it('adds an item to each of the nine lists and it shows in GET /api/list-settings', async () => {
    for (const list of LIST_SETTINGS_KEYS) {
      const label = fresh('Voce');
      const body = [{ label, notes: 'Aggiunta di prova', ...(list === 'municipi' ? { id_public: 20 } : {}) }];
      const res = await call('POST', `/api/auth/list-settings/${list}/`, admin, body);
      expect(res.statusCode, `${list}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ notes: 'Aggiunta di prova' });
      const lists = await listSettings();
      expect(
        lists[list].some((item: Record<string, unknown>) => Object.values(item).includes(label)),
        list,
      ).toBe(true);
    }
  });

  it('answers the list modal with every item and the total', async () => {
    const label = fresh('Settore');
    await call('POST', '/api/auth/list-settings/sectors/', admin, [{ label }]);
    const res = await call('GET', '/api/auth/list-settings/sectors/?limit=10000&get-tot=true', admin);
    expect(res.statusCode).toBe(200);
    const { total, data } = res.json();
    expect(total).toBe(data.length);
    expect(data).toContainEqual(expect.objectContaining({ type: label, notes: null }));
  });

  it('refuses bad items with the Italian texts and adds nothing', async () => {
    const empty = await call('POST', '/api/auth/list-settings/sectors/', admin, [{ label: '' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ '0.label': 'Il campo è obbligatorio' });
    const short = await call('POST', '/api/auth/list-settings/types_costs/', admin, [{ label: 'ab', notes: 'n'.repeat(501) }]);
    expect(short.json().fields).toEqual({
      '0.label': 'Deve contenere almeno 3 caratteri',
      '0.notes': 'Deve contenere al massimo 500 caratteri',
    });
    const long = await call('POST', '/api/auth/list-settings/countries/', admin, [{ label: 'x'.repeat(51) }]);
    expect(long.json().fields).toEqual({ '0.label': 'Deve contenere al massimo 50 caratteri' });
    const noId = await call('POST', '/api/auth/list-settings/municipi/', admin, [{ label: fresh('Municipio') }]);
    expect(noId.json().fields).toEqual({ '0.id_public': 'Il campo ID Pubblico Municipio è obbligatorio' });
    const badId = await call('POST', '/api/auth/list-settings/municipi/', admin, [{ label: fresh('Municipio'), id_public: 21 }]);
    expect(badId.json().fields).toEqual({ '0.id_public': "L'ID Pubblico Municipio deve essere un numero compreso tra 0 e 20" });
    expect((await call('POST', '/api/auth/list-settings/sectors/', admin, [])).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/list-settings/sectors/', admin, { label: 'Non un array' })).statusCode).toBe(400);
  });

  it('answers 409 for a label already in the list', async () => {
    const label = fresh('Doppione');
    expect((await call('POST', '/api/auth/list-settings/types_files/', admin, [{ label }])).statusCode).toBe(201);
    const again = await call('POST', '/api/auth/list-settings/types_files/', admin, [{ label }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("Il valore è già presente nell'elenco");
  });

  it('deletes an unused item, answers 404 for a missing one and 424 for one in use', async () => {
    const created = (await call('POST', '/api/auth/list-settings/types_interviews/', admin, [{ label: fresh('Colloquio') }])).json();
    expect((await call('DELETE', `/api/auth/list-settings/types_interviews/${created.ID}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/auth/list-settings/types_interviews/${created.ID}`, admin)).json()).toEqual({
      error: 'Risorsa non trovata',
    });

    const country = (await call('POST', '/api/auth/list-settings/countries/', admin, [{ label: fresh('Paese') }])).json();
    await createBeneficiary(t.db, { countryBirth: country.ID });
    const inUse = await call('DELETE', `/api/auth/list-settings/countries/${country.ID}`, admin);
    expect(inUse.statusCode).toBe(424);
    expect(inUse.json()).toEqual({ error: 'Operazione non consentita, esistono delle dipendenze per questa risorsa' });
    expect((await listSettings()).countries.some((c: { ID: number }) => c.ID === country.ID)).toBe(true);
  });

  it('is for administrators only: an operator gets 403 on every call and nothing changes', async () => {
    const label = fresh('Vietato');
    expect((await call('POST', '/api/auth/list-settings/sectors/', operator, [{ label }])).json()).toEqual(FORBIDDEN);
    expect((await call('GET', '/api/auth/list-settings/sectors/', operator)).statusCode).toBe(403);
    const item = (await call('POST', '/api/auth/list-settings/sectors/', admin, [{ label }])).json();
    expect((await call('DELETE', `/api/auth/list-settings/sectors/${item.ID}`, operator)).statusCode).toBe(403);
    expect((await listSettings()).sectors.some((s: { ID: number }) => s.ID === item.ID)).toBe(true);
  });
});
