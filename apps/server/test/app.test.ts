import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-app';

// the build's folder, inside one that holds a file the server must never send
const outside = mkdtempSync(path.join(tmpdir(), 'empowerment-web-'));
writeFileSync(path.join(outside, 'secret.txt'), 'not for the web');
const webDist = path.join(outside, 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Empowerment</title>');
writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
// a built bundle with the compressed copies the build writes beside it
const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'riga ${i}' }`).join(', ')}];`;
writeFileSync(path.join(webDist, 'assets', 'index-abcd.js'), bundle);
writeFileSync(path.join(webDist, 'assets', 'index-abcd.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(webDist, 'assets', 'index-abcd.js.gz'), gzipSync(bundle));

const t = await useTestApp({ webDist });

describe('one origin for the API and the web app', () => {
  it('serves the OpenAPI description at /api/docs without a token', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers the web app for its own paths, so a reload of /beneficiari works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/beneficiari?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Empowerment</title>');
  });

  it('caches hashed assets for a year and answers 404 for a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the precompressed copy to a client that accepts %s', async (encoding, decompress) => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abcd.js', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 4);
    expect(decompress(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bundle);
  });

  it('answers the web app at the root, and for a folder of the build, and never a file outside the build', async () => {
    for (const url of ['/', '/assets', '/assets/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.headers['cache-control'], res.body], url).toEqual([
        200,
        'no-cache',
        expect.stringContaining('<title>Empowerment</title>'),
      ]);
    }
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('not for the web');
    }
  });

  it('never answers HTML for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Risorsa non trovata' });
  });
});
