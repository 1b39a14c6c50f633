import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';
import { createAdmin, createColType, createMunicipio, linkToken, mailsTo, TEST_PASSWORD } from './factories';
import { logCapture } from './log-capture';

const log = logCapture();
const t = await useTestApp({}, { logger: { level: 'info', stream: log.stream } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// without SMTP_URL a mail is written to the log on purpose (README): that one line may hold its link
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
    // the requests were logged (so the grep below looks at something), with their links' tokens blanked
    const urls = entries.map((e) => (e.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/api/reset-password/?token=[redacted]');
    expect(urls).toContain('/api/reset-password?token=[redacted]');
    expect(urls).toContain('/api/auth/operators/?access_token=[redacted]&q=[redacted]');
    expect(entries.filter(isMailLine)).toHaveLength(2);

    const logged = entries
      .filter((e) => !isMailLine(e))
      .map((e) => JSON.stringify(e))
      .join('\n');
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
