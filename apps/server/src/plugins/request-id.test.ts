import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { authHeader, createAdmin, createColType, createMunicipio, createOperator } from '../../test/factories';
import { logCapture } from '../../test/log-capture';
import { logSerializers } from '../lib/log-serializers';
import { requestIdOf } from '../lib/request-id';
import errors from './errors';
import requestId from './request-id';

const log = logCapture();
const t = await useTestApp({}, { logger: { level: 'info', stream: log.stream } });
const linesOf = (id: string) => log.entries().filter((entry) => entry.reqId === id);

describe('the request id', () => {
  it('is the safe id the client sent, back in X-Request-Id, and in the request log line', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'web.1a2B-3c_4' } });
    expect(res.headers['x-request-id']).toBe('web.1a2B-3c_4');
    const other = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'web.5d6e' } });
    expect(linesOf('web.5d6e')).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } })]);
    expect(other.json()).toEqual({ error: 'Risorsa non trovata', requestId: 'web.5d6e' });
  });

  it('is a new one when the client sent none, or one that is not a short safe token', async () => {
    const ids = [];
    for (const sent of [undefined, 'x'.repeat(65), 'a b', 'a\u00e8', '{"level":60}', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(requestIdOf({ headers: { 'x-request-id': 'y'.repeat(64) } } as never)).toBe('y'.repeat(64));
  });

  it('is in every error answer of the API: 400, 401, 403, 404, 409', async () => {
    const admin = await createAdmin(t.db);
    const operator = await createOperator(t.db);
    const failures = [
      { status: 400, request: { method: 'POST', url: '/api/login', payload: { email: 'no' } } },
      { status: 401, request: { method: 'GET', url: '/api/auth/operators/' } },
      { status: 403, request: { method: 'GET', url: '/api/auth/operators/', headers: await authHeader(t.app, operator) } },
      { status: 404, request: { method: 'GET', url: '/api/auth/operators/999999', headers: await authHeader(t.app, admin) } },
      {
        status: 409,
        request: {
          method: 'POST',
          url: '/api/auth/operators/',
          headers: await authHeader(t.app, admin),
          payload: { email: admin.email, municipio_id: (await createMunicipio(t.db)).id, col_id: (await createColType(t.db)).id },
        },
      },
    ] as const;
    for (const { status, request } of failures) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(status);
      const id = res.headers['x-request-id'];
      expect(id).toBeTruthy();
      expect(res.json().requestId).toBe(id);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('is left out of the other tests: an expected error body without it matches one with any id, and only then', () => {
    expect({ error: 'Risorsa non trovata', requestId: 'abc' }).toEqual({ error: 'Risorsa non trovata' });
    expect({ error: 'Risorsa non trovata', requestId: 'abc' }).not.toEqual({ error: 'Altro' });
    expect({ error: 'Risorsa non trovata', requestId: 'abc', fields: { a: 'b' } }).not.toEqual({ error: 'Risorsa non trovata' });
    expect({ error: 'Risorsa non trovata', requestId: 'abc' }).not.toEqual({ error: 'Risorsa non trovata', requestId: 'xyz' });
  });

  it('is in the answer and the log line of an unexpected failure (500)', async () => {
    const own = logCapture();
    const app = Fastify({ logger: { level: 'info', stream: own.stream, serializers: logSerializers }, genReqId: requestIdOf });
    await app.register(requestId);
    await app.register(errors);
    app.get('/fail', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ method: 'GET', url: '/fail', headers: { 'x-request-id': 'caso-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('caso-500');
    expect(JSON.parse(res.body)).toStrictEqual({ error: 'Errore interno del server, contattare lo sviluppatore', requestId: 'caso-500' });
    expect(own.entries().find((entry) => entry.msg === 'unexpected error')).toMatchObject({ reqId: 'caso-500', level: 50 });
    await app.close();
  });
});
