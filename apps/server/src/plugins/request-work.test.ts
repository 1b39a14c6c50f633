import { VERSION_HEADER, versionTag } from '@empowerment/shared';
import { and, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { authHeader, createAdmin, createBeneficiary, createOperator } from '../../test/factories';
import { activityLogs, beneficiaries, companies } from '../db/schema';

const routes: RouteOptions[] = [];
const t = await useTestApp({}, { onRoute: (route) => void routes.push(route) });

const STALE =
  'Questi dati sono stati modificati da un altro operatore dopo che li hai aperti. Ricarica per vedere la versione aggiornata: quello che hai scritto resta nel modulo.';

async function twoOperators() {
  return Promise.all([authHeader(t.app, await createOperator(t.db)), authHeader(t.app, await createOperator(t.db))]);
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; headers: Record<string, string>; body?: unknown; version?: string };
const call = ({ method, url, headers, body, version }: Call) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: version === undefined ? headers : { ...headers, [VERSION_HEADER]: versionTag(version) },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('a save based on an older version is refused, and nothing is lost', () => {
  it('two operators save the same section: the second, stale, gets 409 and the first change stays', async () => {
    const [a, b] = await twoOperators();
    const id = (await createBeneficiary(t.db)).id;
    const url = `/auth/beneficiaries/${id}/about-service`;
    const base = { beneficiary_id: id, sending_service: 'Consultorio', active_service: 'Servizi sociali' };
    expect((await call({ method: 'POST', url, headers: a, body: base })).statusCode).toBe(201);

    // both open it
    const openedByA = (await call({ method: 'GET', url, headers: a })).json();
    const openedByB = (await call({ method: 'GET', url, headers: b })).json();
    expect(openedByB.UpdatedAt).toBe(openedByA.UpdatedAt);

    // A saves a change
    const savedByA = await call({
      method: 'PUT',
      url,
      headers: a,
      body: { ...base, sending_service: 'Centro antiviolenza' },
      version: openedByA.UpdatedAt,
    });
    expect(savedByA.statusCode).toBe(200);
    expect(savedByA.json().UpdatedAt).not.toBe(openedByA.UpdatedAt);

    // B saves her stale copy with another field changed: refused, and A's change is kept
    const staleByB = await call({
      method: 'PUT',
      url,
      headers: b,
      body: { ...base, motivation_sending: 'Lavoro' },
      version: openedByB.UpdatedAt,
    });
    expect(staleByB.statusCode).toBe(409);
    expect(staleByB.json()).toEqual({ error: STALE, stale: true });
    const now = (await call({ method: 'GET', url, headers: b })).json();
    expect(now).toMatchObject({ sending_service: 'Centro antiviolenza', motivation_sending: '' });

    // she reloads and saves again on the current version: both changes are there
    const retried = await call({
      method: 'PUT',
      url,
      headers: b,
      body: { ...base, sending_service: now.sending_service, motivation_sending: 'Lavoro' },
      version: now.UpdatedAt,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ sending_service: 'Centro antiviolenza', motivation_sending: 'Lavoro' });

    // the refusal is in the Registro, with the operator who tried
    const logged = await t.db
      .select({ statusCode: activityLogs.statusCode })
      .from(activityLogs)
      .where(and(eq(activityLogs.beneficiaryId, id), eq(activityLogs.action, 'put')));
    expect(logged.map((l) => l.statusCode).sort()).toEqual([200, 200, 409]);
  });

  it("the beneficiary's PATCH and a company's PUT refuse a stale version the same way", async () => {
    const [a, b] = await twoOperators();
    const she = await createBeneficiary(t.db);
    const opened = (await call({ method: 'GET', url: `/auth/beneficiaries/${she.id}`, headers: a })).json();
    const first = await call({
      method: 'PATCH',
      url: `/auth/beneficiaries/${she.id}`,
      headers: a,
      body: { ID: she.id, notes: 'Prima' },
      version: opened.UpdatedAt,
    });
    expect(first.statusCode).toBe(200);
    const second = await call({
      method: 'PATCH',
      url: `/auth/beneficiaries/${she.id}`,
      headers: b,
      body: { ID: she.id, email: 'altra@example.org' },
      version: opened.UpdatedAt,
    });
    expect(second.statusCode).toBe(409);
    const [row] = await t.db.select().from(beneficiaries).where(eq(beneficiaries.id, she.id));
    expect(row.email).toBe(she.email);

    const admin = await authHeader(t.app, await createAdmin(t.db));
    const fields = { company_name: `Trattoria ${she.id}`, company_type: 'Azienda per tirocinio', state_contact: 'Primo contatto' };
    const created = (await call({ method: 'POST', url: '/auth/companies/', headers: admin, body: fields })).json();
    const url = `/auth/companies/${created.ID}`;
    const renamed = await call({
      method: 'PUT',
      url,
      headers: admin,
      body: { ...fields, company_name: `${fields.company_name} srl` },
      version: created.UpdatedAt,
    });
    expect(renamed.json()).toMatchObject({ company_name: `${fields.company_name} srl` });
    const stale = await call({
      method: 'PUT',
      url,
      headers: admin,
      body: { ...fields, notes: 'vecchia copia' },
      version: created.UpdatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().stale).toBe(true);
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, created.ID));
    expect(stored.companyName).toBe(`${fields.company_name} srl`);
  });

  it('a save without the header is taken as it is, and an unknown record is still 404', async () => {
    const [a] = await twoOperators();
    const id = (await createBeneficiary(t.db)).id;
    const url = `/auth/beneficiaries/${id}/about-service`;
    await call({ method: 'POST', url, headers: a, body: { beneficiary_id: id, sending_service: 'Consultorio' } });
    expect((await call({ method: 'PUT', url, headers: a, body: { beneficiary_id: id, sending_service: 'SerD' } })).statusCode).toBe(200);
    const missing = await call({
      method: 'PATCH',
      url: '/auth/beneficiaries/999999',
      headers: a,
      body: { ID: 999999, notes: 'x' },
      version: '2020-01-01T00:00:00.000Z',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('every update declares the version of its record', () => {
  it('each PUT and PATCH that changes a stored record refuses stale saves', () => {
    const updates = routes.filter((r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      return methods.some((m) => m === 'PUT' || m === 'PATCH') && r.url.startsWith('/api/auth/');
    });
    expect(updates.length).toBeGreaterThan(8);
    expect(updates.filter((r) => !r.config?.version).map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
  });
});
