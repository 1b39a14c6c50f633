import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';
import {
  authHeader,
  createAdmin,
  createBeneficiary,
  createColType,
  createMunicipio,
  createOperator,
  linkToken,
  mailsTo,
  TEST_PASSWORD,
} from './factories';
import { logCapture } from './log-capture';

const log = logCapture();
const t = await useTestApp({}, { logger: { level: 'info', stream: log.stream } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// without SMTP_URL a mail is kept in the outbox; its log line names recipient and subject only (README)
const isMailLine = (entry: { msg?: string }) => entry.msg?.startsWith('Email non inviata (SMTP_URL assente)') ?? false;

describe('the server log', () => {
  it('holds no token of a whole sign-in, refresh, reset and invitation run, nor any Authorization header', async () => {
    const seen: string[] = [];
    const admin = await createAdmin(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(201);
    const { access_token, refresh_token } = login.json();
    seen.push(access_token, refresh_token);

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    seen.push(refreshed.json().access_token);
    // a token where a refresh token is expected, and one in a query string, are refused but not logged
    expect((await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: access_token } })).statusCode).toBe(401);
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/operators/?access_token=${access_token}&q=${refresh_token}`,
      headers: bearer(access_token),
    });

    expect((await t.app.inject({ method: 'POST', url: '/api/request-reset-password/', payload: { email: admin.email } })).statusCode).toBe(
      200,
    );
    const resetToken = linkToken((await mailsTo(t.db, admin.email)).at(-1)!.text);
    seen.push(resetToken);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/reset-password/?token=${resetToken}`,
      payload: { password: 'Nuova1pass!' },
    });
    expect(reset.statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: 'Nuova1pass!' } });
    const adminAccess = again.json().access_token;
    seen.push(adminAccess, again.json().refresh_token);
    const [municipio, col] = await Promise.all([createMunicipio(t.db), createColType(t.db)]);
    const email = `invited-${Date.now()}@example.org`;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/operators/',
      headers: bearer(adminAccess),
      payload: { email, municipio_id: municipio.id, col_id: col.id },
    });
    expect(invite.statusCode).toBe(201);
    const inviteToken = linkToken((await mailsTo(t.db, email))[0].text);
    seen.push(inviteToken);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/reset-password?token=${inviteToken}`,
      payload: { password: 'Benvenuta1!' },
    });
    expect(accepted.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(adminAccess),
      payload: { refresh_token: again.json().refresh_token },
    });
    expect(logout.statusCode).toBe(204);

    const entries = log.entries();
    // the requests were logged (so the grep below looks at something): routes and query names, no value
    const requests = entries.map((e) => e.req).filter(Boolean);
    expect(requests).toContainEqual(expect.objectContaining({ method: 'PUT', route: '/api/reset-password', query: ['token'] }));
    // names the route does not declare are only counted: a name may be a value sent without one
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/auth/operators', query: [], otherQueryParams: 2 }),
    );
    expect(entries.filter(isMailLine)).toHaveLength(2);

    // the mail lines included: a link to choose a password is never logged
    const logged = entries.map((e) => JSON.stringify(e)).join('\n');
    for (const token of seen) expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/Bearer|authorization/i);
    expect(logged).not.toContain(TEST_PASSWORD);
  });
});

describe('the answers that carry tokens', () => {
  it('are kept out of caches: Cache-Control no-store and Pragma no-cache, on success and failure', async () => {
    const admin = await createAdmin(t.db, { email: `cache-${Date.now()}@example.org` });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: TEST_PASSWORD } });
    const refresh = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: login.json().refresh_token } });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: 'Wrong0ne!' } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: 'x' } });
    expect([login, refresh, wrong, bad].map((r) => r.statusCode)).toEqual([201, 200, 401, 401]);
    for (const res of [login, refresh, wrong, bad]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
    }
  });
});

describe('the server log and personal data', () => {
  it('holds the routes and filter names of list, duplicates and record calls, never the values sent', async () => {
    const headers = await authHeader(t.app, await createOperator(t.db));
    const her = await createBeneficiary(t.db, {
      name: 'Ottavina',
      surname: 'Quagliarella',
      email: 'ottavina.quagliarella@example.org',
      phone: '3471239876',
    });
    const other = await createBeneficiary(t.db);
    const sent = [her.name, her.surname, her.fiscalCode!, her.email!, her.phone!, her.birthDate!];
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

    const filters = new URLSearchParams({
      fiscal_code: her.fiscalCode!,
      phone: her.phone!,
      email: her.email!,
      name: her.name,
      surname: her.surname,
      limit: '5',
    });
    const list = await get(`/api/auth/beneficiaries?${filters}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { ID: number }) => b.ID)).toEqual([her.id]);
    const duplicates = new URLSearchParams({
      name: her.name,
      surname: her.surname,
      fiscal_code: her.fiscalCode!,
      birth_date: her.birthDate!,
    });
    const found = await get(`/api/auth/beneficiaries/duplicates?${duplicates}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toContainEqual(expect.objectContaining({ ID: her.id, reason: 'fiscal_code' }));
    // a refused filter: the answer names the field, the log neither the field's value nor its message's input
    expect((await get(`/api/auth/beneficiaries/?birth_date=${her.name}&email=${her.email}`)).statusCode).toBe(400);
    // a unique value already used: PostgreSQL's error details the row it refused
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/beneficiaries/${other.id}`,
      headers,
      payload: { fiscal_code: her.fiscalCode, email: her.email, phone: her.phone },
    });
    expect(taken.statusCode).toBe(409);

    const requestsLogged = () => log.entries().flatMap((e) => (e.req ? [e.req] : []));
    // a request's line is written once its answer has left, which may be just after inject resolves
    await expect.poll(requestsLogged).toContainEqual(expect.objectContaining({ method: 'PATCH', route: '/api/auth/beneficiaries/:id' }));
    const entries = log.entries();
    const requests = requestsLogged();
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        route: '/api/auth/beneficiaries',
        query: ['fiscal_code', 'phone', 'email', 'name', 'surname', 'limit'],
      }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        route: '/api/auth/beneficiaries/duplicates',
        query: ['name', 'surname', 'fiscal_code', 'birth_date'],
      }),
    );
    const logged = entries.map((e) => JSON.stringify(e)).join('\n');
    for (const value of sent) {
      expect(logged).not.toContain(value);
      expect(logged).not.toContain(encodeURIComponent(value));
    }
  });
});
