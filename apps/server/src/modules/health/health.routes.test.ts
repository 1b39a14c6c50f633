import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const t = await useTestApp();

describe('GET /api/health', () => {
  it('answers ok without a token once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers a JSON 404 in Italian for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Risorsa non trovata' });
  });

  it('answers live without asking the database, and ready once the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers not ready while the database does not answer, and still live: live never asks it', async () => {
    const query = vi.spyOn(t.app.database.pool, 'query').mockRejectedValue(new Error('connection terminated'));
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'down',
        error: 'Servizio momentaneamente non disponibile: il database non risponde. Riprova tra qualche istante.',
      });
      const calls = query.mock.calls.length;
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect(query.mock.calls.length).toBe(calls);
    } finally {
      query.mockRestore();
    }
  });

  it('answers not ready while the process stops, still live', async () => {
    t.app.drain.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers.connection).toBe('close');
      expect(ready.json()).toEqual({ status: 'stopping', error: 'Il server si sta arrestando: riprova tra qualche istante.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.drain.draining = false;
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
