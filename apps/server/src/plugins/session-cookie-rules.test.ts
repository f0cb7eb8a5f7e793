import { Code, endpoints, type Session, type User } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { guestLogin, setCookies } from '../../test/accounts.js';
import { signedQuery } from '../../test/players.js';
import { SITE_FETCH_HEADERS } from '../../test/test-http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const cookieOf = (session: Session, prefix = '') =>
  `${prefix}h5Token=${session.h5Token}; ${prefix}sdkToken=${session.sdkToken}; ${prefix}userId=${session.userId}`;

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  https = await createTestApp({
    seed: false,
    config: {
      PUBLIC_URL: 'https://playhaven.example',
      GAMES_ORIGIN: 'https://games.playhaven-cdn.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

describe('session cookies sent twice under one name', () => {
  it('are refused with 400, the stray copies cleared but not the player own cookie', async () => {
    const player = await guestLogin(t);
    const other = await guestLogin(t);
    const res = await t.call<User | null>({
      method: 'GET',
      url: endpoints.profile.path,
      headers: { cookie: `h5Token=${other.h5Token}; ${cookieOf(player)}` },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toContain('h5Token');
    const raw = res.headers['set-cookie'];
    const lines = (Array.isArray(raw) ? raw : [raw]).map(String);
    const paths = lines.map((line) => /Path=([^;]*)/.exec(line)?.[1]);
    expect(lines.every((line) => line.startsWith('h5Token=;'))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(['/api', '/api/', '/api/user/profile', '/api/user/profile/detail']),
    );
    expect(paths).not.toContain('/');
  });

  it('clear the copies a parent domain may hold too', async () => {
    const player = await guestLogin(https);
    const res = await https.call({
      method: 'GET',
      url: endpoints.profile.path,
      headers: { cookie: `${cookieOf(player, '__Host-')}; __Host-userId=1` },
    });
    expect(res.status).toBe(400);
    const raw = res.headers['set-cookie'];
    const lines = (Array.isArray(raw) ? raw : [raw]).map(String);
    expect(lines.some((line) => /Domain=playhaven\.example; Path=\/;/.test(line))).toBe(true);
    expect(lines.every((line) => line.includes('Secure'))).toBe(true);
  });

  it('are no concern of a route that is not the API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'h5Token=a; h5Token=b' },
    });
    expect(res.statusCode).not.toBe(400);
  });
});

describe('session cookies over https', () => {
  it('are __Host- cookies, and the plain names are not read', async () => {
    const res = await https.call<Session>({
      method: 'POST',
      url: endpoints.socialLogin.path,
      payload: { platform: 'GUEST', clientId: 'device-https-1' },
    });
    const cookies = setCookies(res.headers);
    for (const name of ['h5Token', 'sdkToken', 'userId', 'platform']) {
      const line = cookies.get(`__Host-${name}`) ?? '';
      for (const attribute of [/Path=\/(;|$)/, /HttpOnly/, /Secure/, /SameSite=Strict/]) {
        expect(line).toMatch(attribute);
      }
      expect(line).not.toMatch(/Domain=/i);
      expect(cookies.has(name)).toBe(false);
    }
    const player = res.body.data;
    const plain = await https.call({
      method: 'GET',
      url: endpoints.profile.path,
      headers: { cookie: cookieOf(player) },
    });
    expect(plain.body.code).toBe(Code.UNAUTHORIZED);
    const hosted = await https.call<User>({
      method: 'GET',
      url: endpoints.profile.path,
      headers: { cookie: cookieOf(player, '__Host-') },
    });
    expect(hosted.body.data.userId).toBe(player.userId);
    const logout = await https.call({
      method: 'GET',
      url: endpoints.logout.path,
      headers: { ...SITE_FETCH_HEADERS, cookie: cookieOf(player, '__Host-') },
    });
    expect(logout.body.code).toBe(200);
    expect(setCookies(logout.headers).get('__Host-h5Token')).toMatch(/^__Host-h5Token=;/);
  });
});

describe('state-changing GETs on the session cookie', () => {
  const update = (session: Session, headers: Record<string, string>, nickname = 'Changed') =>
    t.call<User | null>({
      method: 'GET',
      url: endpoints.profileUpdate.path,
      query: signedQuery(t, endpoints.profileUpdate, { nickname }),
      headers: { cookie: cookieOf(session), ...headers },
    });

  it.each([
    ['an image elsewhere', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' }],
    ['a sibling host', { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'empty' }],
    ['an address typed in', { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document' }],
    ['an image on the site', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' }],
    ['no Sec-Fetch, Origin or Referer', {}],
    ['a foreign Referer only', { referer: 'http://127.0.0.1:8081/game.html' }],
  ])('are refused from %s', async (_from, headers: Record<string, string>) => {
    const player = await guestLogin(t);
    const res = await update(player, headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(Code.FORBIDDEN);
  });

  it('are taken from the site own fetch, or its Origin or Referer without Sec-Fetch', async () => {
    const player = await guestLogin(t);
    const site = new URL(t.config.PUBLIC_URL).origin;
    expect((await update(player, SITE_FETCH_HEADERS, 'One')).body.data?.nickname).toBe('One');
    expect((await update(player, { origin: site }, 'Two')).body.data?.nickname).toBe('Two');
    const referer = { referer: `${site}/pc/account` };
    expect((await update(player, referer, 'Three')).body.data?.nickname).toBe('Three');
  });

  it('are taken with the tokens as fields, whoever sends them', async () => {
    const player = await guestLogin(t);
    const res = await t.call<User>({
      method: 'GET',
      url: endpoints.profileUpdate.path,
      query: signedQuery(t, endpoints.profileUpdate, {
        nickname: 'Fields',
        h5Token: player.h5Token,
        userId: String(player.userId),
      }),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.body.data.nickname).toBe('Fields');
  });

  it('are refused when only the sdkToken comes as a field and the h5Token cookie would lead', async () => {
    const player = await guestLogin(t);
    const res = await t.call({
      method: 'GET',
      url: endpoints.profileUpdate.path,
      query: { nickname: 'Mixed', sdkToken: 'anything' },
      headers: { cookie: cookieOf(player), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });
});

describe('state-changing GETs with no session', () => {
  let seq = 0;
  /** A code to a new address, from an address of its own; answers whether one was written. */
  const sendCode = async (headers: Record<string, string>) => {
    seq += 1;
    const email = `stranger.${seq}@example.com`;
    const res = await t.call({
      method: 'GET',
      url: endpoints.sendCode.path,
      query: { type: '1', email },
      headers,
      remoteAddress: `198.51.100.${seq}`,
    });
    const written = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.recipient, email));
    return { res, sent: written.length > 0 };
  };

  it.each([
    ['an image elsewhere', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' }],
    ['a sibling host', { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'empty' }],
  ])("send no code from %s in its visitor's name", async (_from, headers) => {
    const { res, sent } = await sendCode(headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(Code.FORBIDDEN);
    expect(sent).toBe(false);
  });

  it('are taken from the site, an address typed in, or a browser that says nothing', async () => {
    const from: Record<string, string>[] = [SITE_FETCH_HEADERS, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of from) {
      const { res, sent } = await sendCode(headers);
      expect(res.body.code).toBe(Code.SUCCESS);
      expect(sent).toBe(true);
    }
  });
});
