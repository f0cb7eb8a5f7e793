import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Code, endpoints } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookies } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testConfig } from '../config.js';
import { buildGamesApp } from '../games-app.js';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

let t: TestApp;
let withSocial: TestApp;
let games: FastifyInstance;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-1.js"></script><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-1.js'), 'export {}');
  t = await createTestApp({ seed: false, config: { WEB_DIST: webDist } });
  withSocial = await createTestApp({
    seed: false,
    config: {
      WEB_DIST: webDist,
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '1234',
    },
  });
  const gamesDist = mkdtempSync(path.join(tmpdir(), 'games-dist-'));
  mkdirSync(path.join(gamesDist, 'snake'));
  writeFileSync(path.join(gamesDist, 'snake', 'index.html'), '<canvas></canvas>');
  games = await buildGamesApp(testConfig({ GAMES_DIST: gamesDist }));
});
afterAll(async () => {
  await Promise.all([t.close(), withSocial.close(), games.close()]);
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** The directives of a Content-Security-Policy header, by name. */
function policy(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = policy(res);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  // Scripts run only from the portal's own files: nothing inline, nothing evaluated.
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.join(' '), what).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

describe('security headers of the portal', () => {
  it.each(['/', '/pc', '/pc/game/list', '/server-error'])('on the page %s', async (url) => {
    const res = await get(t.app, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectCommonHeaders(res, url);
    const csp = policy(res);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([t.config.GAMES_ORIGIN, 'https:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('on an asset', async () => {
    expectCommonHeaders(await get(t.app, '/assets/index-1.js'), 'asset');
  });

  it('on API answers, successful or refused', async () => {
    for (const url of [
      endpoints.slideshow.path,
      `${endpoints.gameList.path}?page=nope`,
      `${endpoints.profile.path}`,
    ]) {
      const res = await get(t.app, url);
      expect(res.headers['content-type'], url).toContain('application/json');
      expectCommonHeaders(res, url);
      expect(policy(res).get('default-src'), url).toEqual(["'none'"]);
    }
  });

  it('on error answers: unknown API path, missing asset, oversize body', async () => {
    const unknown = await get(t.app, '/api/nothing/here');
    expect(unknown.json()).toMatchObject({ code: Code.NOT_FOUND });
    expectCommonHeaders(unknown, 'unknown API path');
    const missing = await get(t.app, '/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing, 'missing asset');
    const oversize = await t.app.inject({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(oversize.statusCode).toBe(413);
    expectCommonHeaders(oversize, 'oversize body');
  });

  it('on the operations paths', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics', '/docs', '/docs/openapi.json']) {
      expectCommonHeaders(await get(t.app, url), url);
    }
  });

  it('allows the sign-in providers only when they are configured', async () => {
    const without = policy(await get(t.app, '/'));
    expect([...without.values()].flat().join(' ')).not.toMatch(/google|facebook/);
    const csp = policy(await get(withSocial.app, '/'));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://www.facebook.com']),
    );
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://graph.facebook.com']),
    );
    // Their sign-in popups answer the page that opened them.
    const res = await get(withSocial.app, '/');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('the site itself needs no inline script', () => {
    const pages = [path.join(webRoot, 'index.html'), path.join(webRoot, 'dist', 'index.html')];
    for (const page of pages.filter((p) => existsSync(p))) {
      const html = readFileSync(page, 'utf8');
      const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const script of scripts)
        expect(script, page).toMatch(/^<script[^>]*\bsrc="[^"]+"[^>]*><\/script>$/);
    }
  });
});

describe('cookies and the games origin', () => {
  it('keeps the session cookies host-only and out of reach of page scripts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.socialLogin.path,
      payload: { platform: 'GUEST', clientId: 'device-cookies-1' },
    });
    const cookies = setCookies(res.headers);
    expect([...cookies.keys()].sort()).toEqual(['h5Token', 'platform', 'sdkToken', 'userId']);
    for (const [name, line] of cookies) {
      expect(line, name).toMatch(/;\s*HttpOnly/i);
      expect(line, name).toMatch(/;\s*SameSite=Strict/i);
      // No Domain attribute: a games origin on another host never receives them.
      expect(line, name).not.toMatch(/;\s*Domain=/i);
    }
  });

  it('serves games with headers of their own and sets no cookie', async () => {
    const res = await get(games, '/snake/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const portal = new URL(t.config.PUBLIC_URL).origin;
    expect(policy(res).get('frame-ancestors')).toEqual(["'self'", portal]);
  });

  it('refuses state-changing calls that come from the games origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      headers: { origin: t.config.GAMES_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: Code.FORBIDDEN });
  });
});

describe('HSTS', () => {
  it('pins an https portal to https on pages and API answers alike', async () => {
    const secure = await createTestApp({
      seed: false,
      config: {
        PUBLIC_URL: 'https://playhaven.example',
        GAMES_ORIGIN: 'https://games.playhaven-cdn.example',
        WEB_DIST: t.config.WEB_DIST,
      },
    });
    try {
      for (const url of ['/', endpoints.clientConfig.path, '/api/no/such/path']) {
        const res = await get(secure.app, url);
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      await secure.close();
    }
  });

  it('is not sent by a portal on plain http', async () => {
    expect((await get(t.app, '/')).headers['strict-transport-security']).toBeUndefined();
    const api = await get(t.app, endpoints.clientConfig.path);
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });
});
