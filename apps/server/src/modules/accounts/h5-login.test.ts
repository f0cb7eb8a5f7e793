import { Code, endpoints, sessionSchema, type Session, type User } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, setCookies, uniqueIp } from '../../../test/accounts.js';
import { SITE_FETCH_HEADERS } from '../../../test/test-http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { decryptToken } from './token-cipher.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: {
      PUBLIC_URL: 'http://portal.test',
      GAMES_ORIGIN: 'http://games.portal.test',
    },
  });
});
afterAll(() => t.close());

let serial = 0;
/** A device id as the publisher's client makes it (a 32-digit hex fingerprint). */
const fingerprint = () => (Date.now().toString(16) + String(++serial)).padEnd(32, 'a').slice(-32);

/** The fields the publisher's client sends with every login call. */
const clientFields = (clientId: string) => ({
  sdkVer: '1.0',
  sdkType: 'html5',
  runPlatform: 'html5',
  os: 'android',
  clientId,
  browser: 'Chrome Mobile',
  browserVersion: '120.0',
  browserType: '0',
  v: String(Date.now()),
  locale: 'en_US',
});

const h5Login = (query: Record<string, string>, remoteAddress = uniqueIp()) =>
  t.call<Session>({ method: 'GET', url: endpoints.h5Login.path, query, remoteAddress });

/** The tokens as the client reads them: decrypted with its client id (and the user id). */
const decrypted = (session: Session, clientId: string) => ({
  h5Token: decryptToken(session.h5Token, `${clientId}${session.userId}`),
  sdkToken: decryptToken(session.sdkToken, clientId),
  userId: String(session.userId),
});

const profileWith = (query: Record<string, string>) =>
  t.call<User>({ method: 'GET', url: endpoints.profile.path, query });

describe('GET /api/user/login/h5 (the publisher client login)', () => {
  it('signs a guest in and answers the tokens encrypted for its client id', async () => {
    const clientId = fingerprint();
    const res = await h5Login({ ...clientFields(clientId), platform: 'GUEST' });
    expect(res.body.code).toBe(200);
    const session = sessionSchema.parse(res.body.data);
    expect(session).toMatchObject({ platform: 'GUEST', userFlag: false, nickname: 'Guest' });
    expect(session.privacyUrl).toBe(t.config.PRIVACY_POLICY_URL);
    const tokens = decrypted(session, clientId);
    expect(tokens.h5Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.sdkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The cookies carry the tokens themselves, as every login's do.
    expect(setCookies(res.headers).get('h5Token')).toContain(`h5Token=${tokens.h5Token}`);
    // The client's next call: userToken is the h5Token, with userId, as query fields only.
    const detail = await profileWith({ userId: tokens.userId, userToken: tokens.h5Token });
    expect(detail.body.code).toBe(200);
    expect(detail.body.data.userId).toBe(session.userId);
  });

  it('needs the client id to sign in; a relogin without one answers the tokens as they are', async () => {
    const unknown = await h5Login({ platform: 'GUEST', clientId: '_unknown' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(Code.MISSING_FIELD);
    expect(unknown.body.msg).toMatch(/^clientId: /);
    const session = await guestLogin(t);
    const res = await h5Login({ h5Token: session.h5Token, userId: String(session.userId) });
    expect(res.body.code).toBe(200);
    const fresh = res.body.data;
    expect(fresh.h5Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const detail = await profileWith({ userId: String(fresh.userId), userToken: fresh.h5Token });
    expect(detail.body.code).toBe(200);
  });

  it('relogs in by the tokens the client sends, which then replace the old ones', async () => {
    const clientId = fingerprint();
    const first = (await h5Login({ ...clientFields(clientId), platform: 'GUEST' })).body.data;
    const old = decrypted(first, clientId);
    const res = await h5Login({ ...clientFields(clientId), platform: 'GUEST', ...old });
    expect(res.body.code).toBe(200);
    const fresh = decrypted(res.body.data, clientId);
    expect(res.body.data.userId).toBe(first.userId);
    expect(fresh.h5Token).not.toBe(old.h5Token);
    expect((await profileWith({ userId: old.userId, userToken: old.h5Token })).body.code).toBe(
      Code.TOKEN_INVALID,
    );
    expect((await profileWith({ userId: fresh.userId, userToken: fresh.h5Token })).body.code).toBe(
      200,
    );
    // A token relogin with tokens that no longer work is refused, not turned into a new guest.
    const stale = await h5Login({ ...clientFields(clientId), platform: 'GUEST', ...old });
    expect(stale.body.code).toBe(Code.TOKEN_INVALID);
  });

  it('relogs in by userToken alone, and refuses it with the user id of another player', async () => {
    const a = await guestLogin(t);
    const b = await guestLogin(t);
    const res = await h5Login({ userToken: a.h5Token, userId: String(a.userId) });
    expect(res.body.code).toBe(200);
    expect(res.body.data.userId).toBe(a.userId);
    const crossed = await h5Login({ userToken: b.h5Token, userId: String(a.userId) });
    expect(crossed.body.code).toBe(Code.TOKEN_INVALID);
  });

  it('refuses a sign-in without a platform it knows, and a social one without its token', async () => {
    const clientId = fingerprint();
    const none = await h5Login(clientFields(clientId));
    expect(none.status).toBe(400);
    expect(none.body.code).toBe(Code.MISSING_FIELD);
    expect(none.body.msg).toMatch(/^platform: /);
    const email = await h5Login({ ...clientFields(clientId), platform: 'EMAIL' });
    expect(email.body.code).toBe(Code.MISSING_FIELD);
    // The same verification as POST /api/user/login/third: no token, no sign-in.
    const google = await h5Login({ ...clientFields(clientId), platform: 'GOOGLE' });
    expect(google.body.code).toBe(Code.INVALID_USER_INFO);
    const facebook = await h5Login({
      ...clientFields(clientId),
      platform: 'FACEBOOK',
      accessToken: 'not-a-facebook-token',
    });
    expect(facebook.body.code).toBe(Code.INVALID_USER_INFO);
  });

  it("signs no one in from another site's page (login forgery)", async () => {
    const clientId = fingerprint();
    const query = { ...clientFields(clientId), platform: 'GUEST' };
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.call({
        method: 'GET',
        url: endpoints.h5Login.path,
        query,
        headers: { 'sec-fetch-site': site, 'sec-fetch-dest': 'image' },
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(Code.FORBIDDEN);
      expect(setCookies(res.headers).size).toBe(0);
    }
    const own = await t.call({
      method: 'GET',
      url: endpoints.h5Login.path,
      query,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
    });
    expect(own.body.code).toBe(200);
  });

  it('counts sign-ins against the guest sign-in limit, and relogins not', async () => {
    const limited = await createTestApp({
      seed: false,
      config: { LIMIT_GUEST_SIGN_INS_PER_ADDRESS: '3' },
    });
    const h5Login = (query: Record<string, string>, ip: string) =>
      limited.call<Session>({
        method: 'GET',
        url: endpoints.h5Login.path,
        query,
        remoteAddress: ip,
      });
    const ip = uniqueIp();
    const clientId = fingerprint();
    const signIns = [];
    for (let i = 0; i < 3; i += 1) {
      signIns.push(await h5Login({ ...clientFields(clientId), platform: 'GUEST' }, ip));
    }
    expect(signIns.map((r) => r.body.code)).toEqual([200, 200, 200]);
    const fourth = await h5Login({ ...clientFields(clientId), platform: 'GUEST' }, ip);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe(Code.RATE_LIMITED);
    const last = signIns[2]?.body.data;
    if (!last) throw new Error('no session');
    const relogin = await h5Login({ ...clientFields(clientId), ...decrypted(last, clientId) }, ip);
    expect(relogin.body.code).toBe(200);
    await limited.close();
  });
});

describe('GET /api/user/logout/h5 the publisher client way', () => {
  it('ends the session its h5Token names', async () => {
    const clientId = fingerprint();
    const session = (await h5Login({ ...clientFields(clientId), platform: 'GUEST' })).body.data;
    const tokens = decrypted(session, clientId);
    const res = await t.call({
      method: 'GET',
      url: endpoints.logout.path,
      query: {
        h5Token: tokens.h5Token,
        userId: tokens.userId,
        clientId,
        runPlatform: 'html5',
        v: '1',
        locale: 'en_US',
      },
    });
    expect(res.body.code).toBe(200);
    expect(
      (await profileWith({ userId: tokens.userId, userToken: tokens.h5Token })).body.code,
    ).toBe(Code.TOKEN_INVALID);
  });
});

describe('logging out an old token beside a new session', () => {
  it('ends the old session and keeps the cookies of the new one', async () => {
    const old = await guestLogin(t);
    const current = await guestLogin(t);
    const cookieOf = (s: Session) => ({ h5Token: s.h5Token, userId: String(s.userId) });
    const res = await t.call({
      method: 'GET',
      url: endpoints.logout.path,
      query: { userId: String(old.userId), h5Token: old.h5Token },
      cookies: cookieOf(current),
      headers: SITE_FETCH_HEADERS,
    });
    expect(res.body.code).toBe(200);
    expect(setCookies(res.headers).size).toBe(0);
    const profileOf = (s: Session) =>
      t.call({ method: 'GET', url: endpoints.profile.path, cookies: cookieOf(s) });
    expect((await profileOf(old)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await profileOf(current)).body.code).toBe(200);
  });

  it('clears the cookies when they name the session it ends, or no live one', async () => {
    const current = await guestLogin(t);
    const cookies = { h5Token: current.h5Token, userId: String(current.userId) };
    const logout = {
      method: 'GET',
      url: endpoints.logout.path,
      cookies,
      headers: SITE_FETCH_HEADERS,
    };
    const first = await t.call(logout);
    expect(setCookies(first.headers).get('h5Token')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const again = await t.call(logout);
    expect(setCookies(again.headers).get('h5Token')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe('userToken on signed-in calls', () => {
  it('names the session by its h5Token or its sdkToken, with the userId, without cookies', async () => {
    const session = await guestLogin(t);
    const userId = String(session.userId);
    for (const userToken of [session.h5Token, session.sdkToken]) {
      const res = await profileWith({ userId, userToken });
      expect(res.body.code).toBe(200);
      expect(res.body.data.userId).toBe(session.userId);
    }
  });

  it('refuses a token of one player with the user id of another, and an unknown token', async () => {
    const a = await guestLogin(t);
    const b = await guestLogin(t);
    const crossed = await profileWith({ userId: String(b.userId), userToken: a.h5Token });
    expect(crossed.body.code).toBe(Code.TOKEN_INVALID);
    const unknown = await profileWith({ userId: String(a.userId), userToken: 'z'.repeat(43) });
    expect(unknown.body.code).toBe(Code.TOKEN_INVALID);
    // A userToken beside an h5Token must belong to the same session.
    const mixed = await profileWith({ h5Token: a.h5Token, userToken: b.h5Token });
    expect(mixed.body.code).toBe(Code.TOKEN_INVALID);
    const paired = await profileWith({ h5Token: a.h5Token, userToken: a.h5Token });
    expect(paired.body.code).toBe(200);
  });
});
