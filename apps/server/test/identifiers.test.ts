import { MSG } from '@empowerment/shared';
import type { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createBeneficiary } from './factories';
import { fillParams, useRouteTable, type ApiRoute } from './route-table';

// Every route of the API: a path id is read from its decimal digits only, whoever added the route.
const t = await useRouteTable();
const headers = await authHeader(t.app, await createAdmin(t.db));
/** Written in a path or a query, each of these was read as 16 (or 1000): one row had many names. */
const NOT_DECIMAL = ['0x10', '1e3', ' 16', '+16', '16.0'];

/** The path parameters a route reads as a row id: its schema turns '16' into the number 16. */
function idParams(route: ApiRoute) {
  const shape = (route.schema.params as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  return Object.keys(shape).filter((name) => shape[name].safeParse('16').data === 16);
}
const withIds = t.routes.flatMap((route) =>
  idParams(route).map((param) => [`${route.method} ${route.url} :${param}`, route, param] as const),
);

describe('a path id', () => {
  it('is read by many routes (so the walk below looks at something)', () => {
    expect(withIds.length).toBeGreaterThan(30);
    expect(withIds.map(([label]) => label)).toContain('GET /api/auth/beneficiaries/:id :id');
  });

  it.each(withIds)(
    '%s: written otherwise than in decimal digits, answers 400 with the Italian text of the field',
    async (_l, route, param) => {
      for (const written of NOT_DECIMAL) {
        const url = fillParams(route.url, (name) => (name === param ? encodeURIComponent(written) : '1'));
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload: route.method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${url}`).toBe(400);
        const body = res.json();
        expect(body.fields?.[param], url).toEqual(expect.any(String));
        expect(body.fields[param]).not.toMatch(/[Ii]nput|expected|received|NaN/);
      }
    },
  );
});

describe('a record and a list filter', () => {
  it('are found by the decimal id and refused with "Valore non valido" for 0x10, 1e3, " 16", "+16" and "16.0"', async () => {
    const her = await createBeneficiary(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/${her.id}`, headers })).json().ID).toBe(her.id);
    const hex = `0x${her.id.toString(16)}`;
    for (const written of [hex, `${her.id}e0`, ` ${her.id}`, `+${her.id}`, `${her.id}.0`]) {
      const record = await t.app.inject({ method: 'GET', url: `/api/auth/beneficiaries/${encodeURIComponent(written)}`, headers });
      expect(record.statusCode, written).toBe(400);
      expect(record.json()).toEqual({ error: MSG.badValue, fields: { id: 'Valore non valido' } });
      const logs = await t.app.inject({
        method: 'GET',
        url: `/api/auth/logs/?beneficiary_id=${encodeURIComponent(written)}`,
        headers,
      });
      expect(logs.statusCode, written).toBe(400);
      expect(logs.json()).toEqual({ error: 'Valore non valido', fields: { beneficiary_id: 'Valore non valido' } });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/auth/beneficiaries/?municipio_id=${encodeURIComponent(written)}`,
        headers,
      });
      expect(list.statusCode, written).toBe(400);
      expect(list.json()).toEqual({ error: 'Valore non valido', fields: { municipio_id: 'Valore non valido' } });
    }
  });
});

describe('the Registro Attività', () => {
  it('does not put a change refused for its id written 0x10 or 1e3 in the tab of the beneficiary that number would be', async () => {
    const admin = await createAdmin(t.db);
    const as = await authHeader(t.app, admin);
    const her = await createBeneficiary(t.db);
    const patch = (id: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/auth/beneficiaries/${id}`, headers: as, payload: { notes: 'Nota' } });
    for (const written of [`0x${her.id.toString(16)}`, `${her.id}e0`]) expect((await patch(written)).statusCode).toBe(400);
    expect((await patch(String(her.id))).statusCode).toBe(200);
    const statuses = async (query: string) => {
      const list = await t.app.inject({ method: 'GET', url: `/api/auth/logs/?${query}`, headers: as });
      return (list.json() as { status_code: number }[]).map((entry) => entry.status_code).sort();
    };
    // the three changes are in the Registro (the refusals written after their answers)...
    await expect.poll(() => statuses(`operator_email=${encodeURIComponent(admin.email)}`)).toEqual([200, 400, 400]);
    // ...and only the one that named her by her id is in her tab
    expect(await statuses(`beneficiary_id=${her.id}`)).toEqual([200]);
  });
});
