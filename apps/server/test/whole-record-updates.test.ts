import { describe, expect, it } from 'vitest';
import { authHeader, createAdmin } from './factories';
import { fillParams, useRouteTable } from './route-table';

// Every PUT of the API, as the app registers it: a route added later is checked without editing this file.
const t = await useRouteTable();
const puts = t.routes.filter((route) => route.method === 'PUT');

describe('every PUT', () => {
  it('is found in the route table (so the walk below looks at something)', () => {
    expect(puts.length).toBeGreaterThan(15);
    expect(puts.map((route) => route.url)).toContain('/api/auth/participants/:id');
  });

  // a PUT replaces the whole record: an empty body would empty it, so it is refused before any row is read
  it.each(puts.map((route) => [route.url, route] as const))('%s refuses {} with 400 and the fields it lacks', async (_u, route) => {
    const headers = await authHeader(t.app, await createAdmin(t.db));
    const res = await t.app.inject({ method: 'PUT', url: fillParams(route.url, () => '1'), headers, payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
    expect(body.error).toBe(Object.values(body.fields)[0]);
    // the house's texts, not the validator's own ('Input non valido: atteso string, ricevuto undefined')
    for (const message of Object.values(body.fields)) expect(message).not.toMatch(/atteso|ricevuto|expected|received/i);
  });
});
