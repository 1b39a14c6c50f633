import { STATUS_MESSAGES } from '@empowerment/shared';
import { describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createOperator } from './factories';
import { fillParams, useRouteTable } from './route-table';

// Every route of the API, as the app registers it: a new route is checked without editing this file.
const t = await useRouteTable();
const protectedRoutes = t.routes.filter((r) => r.access !== 'public');
const adminRoutes = t.routes.filter((r) => r.access === 'admin');
const label = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
// an id that exists (the administrator's own), so a 404 cannot stand in for the refusal
const call = (r: { method: string; url: string }, id: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: r.method as 'GET',
    url: fillParams(r.url, () => String(id)),
    headers,
    payload: r.method === 'GET' ? undefined : {},
  });

describe('the route table', () => {
  it('holds the API as registered, with who may call each route', () => {
    expect(t.routes.length).toBeGreaterThan(15);
    expect(t.routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/login', access: 'public' }));
    expect(t.routes).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/auth/operators/:id', access: 'admin' }));
    expect(t.routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/auth/operators/:id', access: 'operator' }));
  });
});

describe('every non-public /api route', () => {
  it.each(protectedRoutes.map((r) => [label(r), r] as const))('%s answers 401 without a token or with a bad one', async (_l, route) => {
    const admin = await createAdmin(t.db);
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic YWRtaW46YWRtaW4=' }];
    for (const headers of attempts) {
      const res = await call(route, admin.id, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: STATUS_MESSAGES[401] });
    }
  });
});

describe('every administrators-only route', () => {
  it.each(adminRoutes.map((r) => [label(r), r] as const))('%s answers 403 to a plain operator', async (_l, route) => {
    const admin = await createAdmin(t.db);
    const operator = await createOperator(t.db);
    const res = await call(route, admin.id, await authHeader(t.app, operator));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: STATUS_MESSAGES[403] });
  });
});

describe('the Authorization header', () => {
  it("takes the Bearer scheme's name in any case (RFC 9110), and no other scheme", async () => {
    const admin = await createAdmin(t.db);
    const { authorization } = await authHeader(t.app, admin);
    const token = authorization.replace(/^Bearer /, '');
    const read = (header: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/operators/${admin.id}`, headers: { authorization: header } });
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await read(`${scheme} ${token}`);
      expect(res.statusCode, scheme).toBe(200);
      expect(res.json().ID).toBe(admin.id);
    }
    expect((await read(`bearer   ${token}`)).statusCode).toBe(200);
    for (const header of [`Basic ${token}`, `Token ${token}`, `Bearer${token}`, `bearer`, token, `X-Bearer ${token}`]) {
      const res = await read(header);
      expect(res.statusCode, header.slice(0, 12)).toBe(401);
      expect(res.json()).toEqual({ error: STATUS_MESSAGES[401] });
    }
  });
});
