import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpointGroups, endpoints, type Endpoint } from '@portal/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { buildGamesApp } from '../src/games-app.js';
import { PNG } from './accounts.js';
import { checkAnswer } from './fuzz/answer-checks.js';
import { RAW_QUERY_VALUES, TRAVERSAL_PATHS } from './fuzz/hostile-values.js';
import { requestJsonSchema, toInjection } from './fuzz/request-arbitraries.js';
import { createWriteGuard, type WriteGuard } from './fuzz/write-guard.js';
import { createPlayer, fieldsOf, type Player } from './players.js';
import { createTestApp, type TestApp } from './test-app.js';
import { SITE_FETCH_HEADERS } from './test-http.js';
import { multipartFile } from './uploads.js';

/** A file beside the site's and the games' folders that no request may read. */
const SECRET = 'TOP-SECRET-BESIDE-THE-SITE';

let t: TestApp;
let games: FastifyInstance;
let writes: WriteGuard;
let player: Player;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hostile-'));
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  for (const site of ['web', 'games']) {
    mkdirSync(path.join(root, site, 'assets'), { recursive: true });
    writeFileSync(path.join(root, site, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, site, 'assets', 'index-1.js'), 'export {}');
  }
  t = await createTestApp({ config: { WEB_DIST: path.join(root, 'web') } });
  games = await buildGamesApp(testConfig({ GAMES_DIST: path.join(root, 'games') }));
  player = await createPlayer(t);
  writes = await createWriteGuard(t.database.db);
});
afterAll(async () => {
  await games.close();
  await t.close();
});

const contractEndpoints: { name: string; e: Endpoint }[] = endpointGroups.flatMap((group) =>
  Object.entries(group.endpoints).map(([name, e]) => ({ name: `${group.name}.${name}`, e })),
);
const posts = contractEndpoints.filter(({ e }) => e.method === 'POST');
const gets = contractEndpoints.filter(({ e }) => e.method === 'GET');

/** Sends one hostile request, as a visitor or as the player, and holds the answer to the rules. */
async function attack(
  what: string,
  request: InjectOptions,
  options: { asPlayer?: boolean; endpoint?: Endpoint } = {},
): Promise<number | null> {
  const res = await t.app.inject({
    ...request,
    ...(options.asPlayer
      ? {
          cookies: { ...fieldsOf(player), ...request.cookies },
          headers: { ...SITE_FETCH_HEADERS, ...request.headers },
        }
      : {}),
  });
  const code = checkAnswer(res, what, options.endpoint);
  await writes.after(code, what);
  if (code === 200 && options.asPlayer) {
    // A success may have ended the session (a logout): the next attacks get a fresh one.
    player = await createPlayer(t);
    await writes.rebase();
  }
  return code;
}

const fieldNames = (e: Endpoint): string[] => Object.keys(requestJsonSchema(e).properties ?? {});

describe('bodies over the limit', () => {
  const huge = 'x'.repeat(BODY_LIMIT_BYTES + 1024);
  it.each(posts)('$name refuses them with 413', async ({ name, e }) => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ text: huge })],
      ['application/x-www-form-urlencoded', `text=${huge}`],
      ['text/plain', huge],
    ] as const) {
      for (const asPlayer of [false, true]) {
        const res = await t.app.inject({
          method: 'POST',
          url: e.path,
          headers: { 'content-type': type },
          payload,
          ...(asPlayer ? { cookies: fieldsOf(player) } : {}),
        });
        const code = checkAnswer(res, `${name} ${type}`, e);
        expect(res.statusCode, `${name} ${type}`).toBeGreaterThanOrEqual(400);
        expect(code).not.toBe(200);
        await writes.after(code, name);
      }
    }
  });

  it('an upload over the picture limit is refused', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const code = await attack(
      'upload 6 MB',
      { method: 'POST', url: endpoints.upload.path, ...multipartFile(big) },
      { asPlayer: true },
    );
    expect(code).not.toBe(200);
  });
});

describe('deep JSON nesting', () => {
  const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  it.each(posts)('$name survives it', async ({ name, e }) => {
    for (const depth of [1_000, 100_000, 400_000]) {
      await attack(
        `${name} depth ${depth}`,
        {
          method: 'POST',
          url: e.path,
          headers: { 'content-type': 'application/json' },
          payload: nested(depth),
        },
        { endpoint: e, asPlayer: depth === 1_000 },
      );
    }
  });
});

describe('content types no client sends', () => {
  const bodies: [string | undefined, string][] = [
    ['text/plain', 'appId=1001'],
    [
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ],
    ['application/octet-stream', '\u0000\u0001\u0002'],
    ['multipart/form-data', 'no boundary'],
    [
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="appId"\r\n\r\n1001\r\n--zz--\r\n',
    ],
    ['application/json; charset=utf-16', '{"appId":1001}'],
    ['application/json', 'appId=1001&clientId=x'],
    ['application/x-www-form-urlencoded', '{"appId":1001}'],
    ['application/x-www-form-urlencoded; charset=iso-8859-1', 'clientId=%E9t%E9'],
    ['application/jsonx', '{}'],
    ['application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
    ['application/json', '\ufeff{"appId":1001}'],
    ['application/json', '{"appId":1001,"appId":"x"}'],
    [undefined, '{"appId":1001}'],
    ['a'.repeat(5_000), '{}'],
  ];
  it.each(posts)('$name answers each with a refusal envelope or a success', async ({ name, e }) => {
    for (const [index, [type, payload]] of bodies.entries()) {
      await attack(
        `${name} body ${index}`,
        { method: 'POST', url: e.path, headers: type ? { 'content-type': type } : {}, payload },
        { endpoint: e, asPlayer: index % 2 === 0 },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** A few of each kind, so every endpoint meets every kind in a bounded time. */
const SAMPLED_STRINGS = [
  "1' UNION SELECT password_hash, email FROM users --",
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  'a\u0000b',
  '\ud800',
  '\u202eevil\u202c',
  '\ud83d\udca9\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
  '9007199254740993',
  'é'.repeat(5_000),
];

describe('hostile text in every field', () => {
  it.each(contractEndpoints)('$name', async ({ name, e }) => {
    const names = fieldNames(e);
    for (const [index, text] of SAMPLED_STRINGS.entries()) {
      const fields = Object.fromEntries([...names, 'clientId'].map((field) => [field, text]));
      await attack(
        `${name} with ${JSON.stringify(text.slice(0, 20))}`,
        toInjection(e, fields, index % 2 === 0 ? 'json' : 'form'),
        { endpoint: e, asPlayer: index % 3 !== 0 },
      );
    }
  });
});

describe('query strings that are not even valid encoding', () => {
  it.each(gets)('$name', async ({ name, e }) => {
    const names = [...fieldNames(e), 'clientId', 'h5Token', 'userId'];
    for (const raw of RAW_QUERY_VALUES) {
      const query = names.map((field) => `${field}=${raw}`).join('&');
      await attack(
        `${name} ?${raw}`,
        { method: 'GET', url: `${e.path}?${query}` },
        { endpoint: e, asPlayer: true },
      );
    }
    await attack(
      `${name} repeated`,
      { method: 'GET', url: `${e.path}?${names.map((f) => `${f}=1&${f}=2&${f}[]=3`).join('&')}` },
      { endpoint: e },
    );
  });
});

describe('headers no browser sends', () => {
  const headerSets: Record<string, string>[] = [
    {
      cookie: `h5Token=${'x'.repeat(8_000)}; userId=%zz; sdkToken=\u0001; platform=${'é'.repeat(100)}`,
    },
    { cookie: 'h5Token=; userId=-1; sdkToken=null; =; ;;' },
    { 'x-forwarded-for': "1.1.1.1, ' OR 1=1 --, ::ffff:999.1.1.1", 'x-real-ip': '\u0000' },
    {
      'x-request-id': '\r\nX-Injected: 1',
      'accept-language': 'x'.repeat(4_000),
      accept: '*/*;q=NaN',
    },
    { origin: 'null', referer: 'javascript:alert(1)' },
  ];
  it.each(contractEndpoints)('$name', async ({ name, e }) => {
    for (const [index, headers] of headerSets.entries()) {
      const code = await attack(
        `${name} headers ${index}`,
        {
          method: e.method,
          url: e.path,
          headers: {
            ...headers,
            ...(e.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(e.method === 'POST' ? { payload: '{}' } : {}),
        },
        { endpoint: e },
      );
      if (headers.origin && e.method === 'POST') expect(code, name).toBe(403);
    }
  });
});

describe('methods the API does not answer', () => {
  it.each(contractEndpoints)('$name', async ({ name, e }) => {
    for (const method of [
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      e.method === 'GET' ? 'POST' : 'GET',
    ] as const) {
      await attack(`${method} ${name}`, { method, url: e.path }, { endpoint: e, asPlayer: true });
    }
  });
});

describe('uploads that are not pictures', () => {
  it('refuses each and stores nothing', async () => {
    const cases = [
      multipartFile(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'),
      multipartFile(Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.png', 'image/png'),
      multipartFile(PNG.subarray(0, 10), 'truncated.png', 'image/png'),
      multipartFile(Buffer.alloc(0), 'empty.png', 'image/png'),
    ];
    for (const [index, body] of cases.entries()) {
      const code = await attack(
        `upload case ${index}`,
        { method: 'POST', url: endpoints.upload.path, ...body },
        { asPlayer: true },
      );
      expect(code, `upload case ${index}`).not.toBe(200);
    }
  });

  it('keeps a picture whose name climbs folders under a name of its own, served inert', async () => {
    // Its bytes start as a GIF, so it is taken as one; the name it came with is never used.
    const body = multipartFile(
      Buffer.from('GIF89a<script>alert(1)</script>'),
      '../../../../etc/passwd',
      'text/html',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.upload.path,
      ...body,
      cookies: fieldsOf(player),
    });
    const { code, data } = res.json<{ code: number; data: { attachUrl: string } }>();
    expect(code).toBe(200);
    await writes.rebase();
    const stored = new URL(data.attachUrl, t.config.PUBLIC_URL);
    expect(stored.pathname).not.toContain('passwd');
    const served = await t.app.inject({ method: 'GET', url: stored.pathname });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a second file, a wrong field name and a field flood', async () => {
    const boundary = 'b0undary';
    const part = (name: string, filename: string | null, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${content}\r\n`;
    const bodies = [
      part('file', 'a.png', 'x') + part('file', 'b.png', 'y'),
      part('notfile', 'a.png', PNG.toString('latin1')),
      Array.from({ length: 100 }, (_, i) => part(`f${i}`, null, 'v')).join(''),
    ];
    for (const [index, body] of bodies.entries()) {
      const code = await attack(
        `multipart ${index}`,
        {
          method: 'POST',
          url: endpoints.upload.path,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `${body}--${boundary}--\r\n`,
        },
        { asPlayer: true },
      );
      expect(code, `multipart ${index}`).not.toBe(200);
    }
  });
});

describe('paths that try to leave the site', () => {
  const leaked = (body: string) =>
    body.includes(SECRET) || /root:.*:0:0:/.test(body) || body.includes('"workspaces"');

  it.each(TRAVERSAL_PATHS)('the portal keeps %s inside', async (url) => {
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode, url).toBeLessThan(500);
    const res = await t.app.inject({ method: 'GET', url });
    checkAnswer(res, url);
    expect(leaked(res.body), url).toBe(false);
    const beside = url.replace('etc/passwd', 'secret.txt').replace('package.json', 'secret.txt');
    const besideRes = await t.app.inject({ method: 'GET', url: beside });
    expect(leaked(besideRes.body), beside).toBe(false);
    await writes.after(null, url);
  });

  it.each(TRAVERSAL_PATHS)('the games origin keeps %s inside', async (url) => {
    for (const target of [url, url.replace('etc/passwd', 'secret.txt')]) {
      const res = await games.inject({ method: 'GET', url: target });
      expect(res.statusCode, target).toBeLessThan(500);
      expect(leaked(res.body), target).toBe(false);
    }
  });
});

describe('after every attack', () => {
  it('the process still serves', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await games.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
