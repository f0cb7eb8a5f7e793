import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.js';
import { buildGamesApp } from '../src/games-app.js';

let app: Awaited<ReturnType<typeof buildGamesApp>>;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'games-dist-'));
  mkdirSync(path.join(dist, 'snake', 'art'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'snake', 'index.html'), '<canvas></canvas>');
  writeFileSync(
    path.join(dist, 'snake', 'art', 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(path.join(dist, 'assets', 'game-abcd.js'), '1');
  app = await buildGamesApp(
    testConfig({
      GAMES_DIST: dist,
      PUBLIC_URL: 'http://portal.test',
      GAMES_ORIGIN: 'http://games.portal.test',
    }),
  );
});
afterAll(() => app.close());

describe('the games origin', () => {
  it('serves a game folder with its index page, framable only by the portal', async () => {
    const res = await app.inject({ method: 'GET', url: '/snake/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<canvas>');
    expect(res.headers['content-security-policy']).toBe(
      "frame-ancestors 'self' http://portal.test",
    );
    expect(res.headers['cache-control']).toContain('must-revalidate');
  });

  it('caches artwork for a day and hashed bundles for a year', async () => {
    const art = await app.inject({ method: 'GET', url: '/snake/art/icon.svg' });
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect(art.headers['x-content-type-options']).toBe('nosniff');
    const js = await app.inject({ method: 'GET', url: '/assets/game-abcd.js' });
    expect(js.headers['cache-control']).toContain('immutable');
  });

  it('refuses path traversal', async () => {
    const res = await app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    const encoded = await app.inject({ method: 'GET', url: '/snake/..%2f..%2f..%2fetc%2fpasswd' });
    expect(encoded.statusCode).toBeGreaterThanOrEqual(400);
  });
});
