import { MSG, STORAGE_KEYS } from '@empowerment/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { ApiError, api, filenameFromDisposition, onSessionEnd, setAccessToken } from './api-client';

const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((off) => off()));

/** A server whose access tokens expired: only 'fresh' opens the door. */
function serverWithExpiredToken(refreshReply: { status: number; body?: unknown }) {
  return fakeApi({
    'POST /api/refresh': refreshReply,
    'GET /api/things/:id': (request, { id }) =>
      request.authorization === 'Bearer fresh'
        ? { status: 200, body: { id: Number(id) } }
        : { status: 401, body: { error: 'Token scaduto' } },
  });
}

describe('api client', () => {
  it('answers concurrent 401s with one shared refresh, then retries each request once', async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
    setAccessToken('expired');
    const server = serverWithExpiredToken({ status: 200, body: { access_token: 'fresh' } });

    const answers = await Promise.all([1, 2, 3].map((id) => api.get<{ id: number }>(`/things/${id}`)));

    expect(answers).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(server.of('POST', '/api/refresh')).toHaveLength(1);
    expect(server.of('POST', '/api/refresh')[0].body).toEqual({ refresh_token: 'refresh-token' });
    expect(server.of('GET', '/api/things/:id').filter((r) => r.authorization === 'Bearer fresh')).toHaveLength(3);
  });

  it('ends the session when the refresh answers 401: storage cleared, token dropped, the app told once', async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
    localStorage.setItem(STORAGE_KEYS.colorScheme, 'true');
    sessionStorage.setItem(STORAGE_KEYS.tableLists, '{}');
    setAccessToken('expired');
    const sessionEnded = vi.fn();
    unsubscribers.push(onSessionEnd(sessionEnded));
    const server = serverWithExpiredToken({ status: 401, body: { error: 'Refresh token non valido' } });

    const results = await Promise.allSettled([api.get('/things/1'), api.get('/things/2')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toMatchObject({ status: 401, message: MSG.sessionExpired, sessionEnded: true });
    }
    expect(server.of('POST', '/api/refresh')).toHaveLength(1);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.tableLists)).toBeNull();
    // The dark-mode choice belongs to the device, not to the session.
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('true');

    // No bearer any more: the next call goes out anonymous.
    await api.get('/things/3').catch(() => undefined);
    expect(server.requests.at(-1)?.authorization).toBeNull();
  });

  it('does not refresh without a stored refresh token: the 401 comes back as it is', async () => {
    const server = serverWithExpiredToken({ status: 200, body: { access_token: 'fresh' } });
    await expect(api.get('/things/1')).rejects.toMatchObject({ status: 401, message: 'Token scaduto', sessionEnded: false });
    expect(server.of('POST', '/api/refresh')).toHaveLength(0);
  });

  it('carries the status, the server message and the field messages of a failure', async () => {
    fakeApi({ 'POST /api/things': { status: 400, body: { error: 'Dati non validi', fields: { email: "L'email non è valida" } } } });
    const error = await api.post('/things', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Dati non validi', fields: { email: "L'email non è valida" } });
  });

  it("sends a new id with each call, and carries the server's id of a failure, or the one it sent", async () => {
    const server = fakeApi({
      'GET /api/ok': { status: 200, body: {} },
      'GET /api/crash': {
        status: 500,
        body: { error: 'Errore interno', requestId: 'dal-server' },
        headers: { 'X-Request-Id': 'dal-server' },
      },
      'GET /api/proxy': { status: 502, raw: '<html>Bad Gateway</html>', headers: { 'Content-Type': 'text/html' } },
    });
    await api.get('/ok');
    await api.get('/ok');
    const sent = server.requests.map((r) => r.headers.get('X-Request-Id'));
    expect(sent[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(sent[1]).toMatch(/^[0-9a-f]{16}$/);
    expect(sent[0]).not.toBe(sent[1]);

    expect(await api.get('/crash').catch((e: unknown) => e)).toMatchObject({ status: 500, requestId: 'dal-server' });
    // a proxy's page says nothing of ours: the id the call went with, which the server may have logged
    const proxied = await api.get('/proxy').catch((e: unknown) => e);
    expect(proxied).toMatchObject({ status: 502, requestId: server.requests.at(-1)?.headers.get('X-Request-Id') });
  });

  it('gives up after the timeout with a no-answer error (status 0)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    // with the id the call was sent with: the server may have logged it before the answer was lost
    expect(await pending).toMatchObject({ status: 0, requestId: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('downloads a file with the name the server gives', async () => {
    fakeApi({
      'GET /api/auth/export': {
        status: 200,
        raw: 'xlsx',
        headers: { 'Content-Disposition': `attachment; filename="beneficiari.xlsx"; filename*=UTF-8''beneficiari%202025.xlsx` },
      },
    });
    const file = await api.download('/auth/export', { query: { 'export-type': 'beneficiaries', name: '' } });
    expect(file.filename).toBe('beneficiari 2025.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
    expect(filenameFromDisposition('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(filenameFromDisposition(null)).toBe('download');
  });
});
