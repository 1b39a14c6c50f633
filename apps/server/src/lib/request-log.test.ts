import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logCapture } from '../../test/log-capture';
import { logSerializers } from './log-serializers';
import { OneLinePerRequest } from './request-log';

describe('request log', () => {
  it('writes one line per request, when it ends, with the request, its status and its time', async () => {
    const capture = logCapture();
    const app = Fastify({ logger: { stream: capture.stream, serializers: logSerializers }, logController: new OneLinePerRequest() });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('rotto');
    });
    await app.inject({ method: 'GET', url: '/ok?token=secret-value' });
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    const requests = capture.entries().filter((e) => e.req || e.res);
    expect(requests.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const ok = requests.find((e) => e.msg === 'request completed' && (e.req as { url: string }).url.startsWith('/ok'));
    expect(ok).toMatchObject({ req: { method: 'GET', url: '/ok?token=[redacted]' }, res: { statusCode: 200 } });
    expect(ok?.responseTime).toEqual(expect.any(Number));
    expect(requests.some((e) => (e.req as { url: string } | undefined)?.url === '/quiet')).toBe(false);
    expect(requests.filter((e) => (e.req as { url: string } | undefined)?.url === '/broken').map((e) => e.res)).toContainEqual({
      statusCode: 500,
    });
  });
});
