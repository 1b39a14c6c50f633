import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logCapture } from '../../test/log-capture';
import { logSerializers } from './log-serializers';
import { OneLinePerRequest } from './request-log';

describe('request log', () => {
  it('writes one line per request, when it ends, with the request, its status and its time', async () => {
    const capture = logCapture();
    const app = Fastify({ logger: { stream: capture.stream, serializers: logSerializers }, logController: new OneLinePerRequest() });
    const querystring = { type: 'object', properties: { name: { type: 'string' }, limit: { type: 'string' } } };
    app.get('/ok/:id', { schema: { querystring } }, async () => ({ ok: true }));
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('rotto');
    });
    await app.inject({ method: 'GET', url: '/ok/16?name=Maria&limit=5&token=secret-value&DYMMRA85T50H501X' });
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    const requests = capture.entries().filter((e) => e.req || e.res);
    expect(requests.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const routeOf = (e: Record<string, unknown>) => (e.req as { route?: string } | undefined)?.route;
    const ok = requests.find((e) => e.msg === 'request completed' && routeOf(e) === '/ok/:id');
    // the route as declared and the names of the query it declares; no value, no other name
    expect(ok).toMatchObject({ req: { method: 'GET', query: ['name', 'limit'], otherQueryParams: 2 }, res: { statusCode: 200 } });
    expect(ok?.responseTime).toEqual(expect.any(Number));
    expect(capture.lines.join('\n')).not.toMatch(/ok\/16|Maria|secret-value|DYMMRA85T50H501X|token/);
    expect(requests.some((e) => routeOf(e) === '/quiet')).toBe(false);
    expect(requests.filter((e) => routeOf(e) === '/broken').map((e) => e.res)).toContainEqual({ statusCode: 500 });
  });
});
