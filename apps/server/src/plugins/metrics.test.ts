import { describe, expect, it } from 'vitest';
import { TEST_ENV, useTestApp } from '../../test/build-app';
import { loadConfig } from '../config';

// behind one trusted proxy, so that the client's own address is known and checked too
const t = await useTestApp({ trustProxy: 1, metricsAllow: '127.0.0.1, ::1, 10.9.0.0/16' });

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('gives Prometheus the request durations by route and status, the pool, the event loop', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/beneficiaries/12' })).statusCode).toBe(401);
    const res = await scrape('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/);
    // the route's pattern, never an id
    expect(text).toContain('route="/api/auth/beneficiaries/:id",status_code="401"');
    expect(text).not.toContain('/beneficiaries/12');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/db_pool_waiting_requests \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toContain('# HELP jobs_waiting');
  });

  it('answers only the allowed addresses, on the connection and behind the proxy', async () => {
    expect((await scrape('10.9.3.4')).statusCode).toBe(200);
    const outsider = await scrape('203.0.113.9');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ error: 'Risorsa non trovata' });
    // through the load balancer on this machine, from outside: refused; from an allowed client: served
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '10.9.0.7' })).statusCode).toBe(200);
  });

  it('refuses at start-up an allowed entry that is no address', () => {
    expect(() => loadConfig({ ...TEST_ENV, METRICS_ALLOW: '127.0.0.1, localhost' })).toThrow(
      /METRICS_ALLOW.*"localhost" non è un indirizzo IP/s,
    );
  });
});
