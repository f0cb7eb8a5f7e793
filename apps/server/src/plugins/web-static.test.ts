import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Code } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(
    path.join(webDist, 'assets', 'app-1234.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  t = await createTestApp({ seed: false, config: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

describe('serving the site', () => {
  it.each(['/', '/pc', '/pc/game/list', '/pc/anything/else'])(
    'answers %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a game that is not in the catalogue with the page and 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pc/game/info/1001' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the build wrote to a browser that takes it, the file to others', async () => {
    const url = '/assets/app-1234.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('does not answer a missing asset or API path with the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.json()).toMatchObject({ code: Code.NOT_FOUND });
  });
});
