import {
  Code,
  endpoints,
  sessionSchema,
  TOKEN_LIFETIME_DAYS,
  type Session,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  guestLogin,
  login,
  md5,
  profile,
  setCookies,
  tokensOf,
  uniqueClientId,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/accounts.js';
import { signedQuery } from '../../../test/players.js';
import { SITE_FETCH_HEADERS } from '../../../test/test-http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { identities, sessions, users } from '../../db/schema.js';
import { hashToken } from './session-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { PUBLIC_URL: 'http://portal.test', GAMES_ORIGIN: 'http://games.portal.test' },
  });
});
afterAll(() => t.close());

describe('GET /api/user/login/loginway', () => {
  it('offers only the guest way when no provider is configured, with its logo path', async () => {
    const { body } = await t.call({ method: 'GET', url: endpoints.loginWays.path });
    expect(body).toEqual({
      code: 200,
      msg: 'success',
      data: { loginWayList: [{ platform: 'GUEST', logoUrl: '/login/guest.svg' }] },
    });
  });
});

describe('POST /api/user/login/third as a guest', () => {
  it('signs the same device in as the same guest every time', async () => {
    const clientId = uniqueClientId();
    const first = await guestLogin(t, clientId);
    const second = await guestLogin(t, clientId);
    expect(sessionSchema.parse(first)).toMatchObject({
      nickname: 'Guest',
      source: 2,
      userFlag: false,
      platform: 'GUEST',
      privacyUrl: t.config.PRIVACY_POLICY_URL,
    });
    expect(second.userId).toBe(first.userId);
    expect(second.h5Token).not.toBe(first.h5Token);
    expect((await guestLogin(t)).userId).not.toBe(first.userId);
  });

  it('issues 256-bit tokens, stored only as hashes', async () => {
    const session = await guestLogin(t);
    expect(session.h5Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.sdkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, session.userId));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(session.h5Token);
    expect(stored).not.toContain(session.sdkToken);
    expect(rows.map((r) => r.h5TokenHash)).toContain(hashToken(session.h5Token));
    const row = rows.find((r) => r.h5TokenHash === hashToken(session.h5Token));
    const lifetimeMs = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(TOKEN_LIFETIME_DAYS * 86_400_000 - 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(TOKEN_LIFETIME_DAYS * 86_400_000);
  });

  it('sets the session cookies HttpOnly, SameSite=Strict, for six days', async () => {
    const res = await t.call<Session>({
      method: 'POST',
      url: endpoints.socialLogin.path,
      payload: { platform: 'GUEST', clientId: uniqueClientId() },
    });
    const cookies = setCookies(res.headers);
    expect([...cookies.keys()].sort()).toEqual(['h5Token', 'platform', 'sdkToken', 'userId']);
    for (const line of cookies.values()) {
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Strict');
      expect(line).toContain('Path=/');
      expect(line).toContain('Max-Age=518400');
      expect(line).not.toContain('Secure');
    }
    expect(cookies.get('h5Token')).toContain(`h5Token=${res.body.data.h5Token};`);
    expect(cookies.get('platform')).toContain('platform=GUEST;');
  });

  it('makes one guest of a device however many first logins race', async () => {
    const clientId = uniqueClientId();
    const sessions = await Promise.all(Array.from({ length: 6 }, () => guestLogin(t, clientId)));
    expect(new Set(sessions.map((s) => s.userId)).size).toBe(1);
  });

  it('opens the guest of a device only with its device secret, kept as a hash', async () => {
    const clientId = uniqueClientId();
    const guest = await guestLogin(t, clientId, 'A'.repeat(43));
    const withoutSecret = await guestLogin(t, clientId, null);
    const withOther = await guestLogin(t, clientId, 'B'.repeat(43));
    expect(withoutSecret.userId).not.toBe(guest.userId);
    expect(withOther.userId).not.toBe(guest.userId);
    expect(withOther.userId).not.toBe(withoutSecret.userId);
    // Neither stranger took the client id over: the device still opens its own guest.
    expect((await guestLogin(t, clientId, 'A'.repeat(43))).userId).toBe(guest.userId);
    const [identity] = await t.database.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'GUEST'), eq(identities.subject, clientId)));
    expect(identity?.userId).toBe(guest.userId);
    expect(identity?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(identity)).not.toContain('A'.repeat(43));
  });

  it('lets the first secret claim a guest made before device secrets', async () => {
    const clientId = uniqueClientId();
    const [user] = await t.database.db
      .insert(users)
      .values({ nickname: 'Guest', source: 2 })
      .returning({ userId: users.userId });
    await t.database.db
      .insert(identities)
      .values({ provider: 'GUEST', subject: clientId, userId: user?.userId ?? 0 });
    expect((await guestLogin(t, clientId, null)).userId).not.toBe(user?.userId);
    const claims = await Promise.all(
      ['C', 'D', 'E'].map((letter) => guestLogin(t, clientId, letter.repeat(43))),
    );
    expect(claims.filter((claim) => claim.userId === user?.userId)).toHaveLength(1);
  });

  it('refuses a device secret that is not long random text', async () => {
    for (const deviceSecret of ['short', 'x'.repeat(129), `${'a'.repeat(40)} +/=`]) {
      const res = await t.call({
        method: 'POST',
        url: endpoints.socialLogin.path,
        payload: { platform: 'GUEST', clientId: uniqueClientId(), deviceSecret },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('deviceSecret');
    }
  });

  it('refuses a device without a client id (4011)', async () => {
    const res = await t.call({
      method: 'POST',
      url: endpoints.socialLogin.path,
      payload: { platform: 'GUEST', clientId: '_unknown' },
    });
    expect(res.body.code).toBe(Code.MISSING_FIELD);
  });

  it('answers 4037 "Login failed" for a provider that is not configured', async () => {
    for (const platform of ['GOOGLE', 'FACEBOOK']) {
      const res = await t.call({
        method: 'POST',
        url: endpoints.socialLogin.path,
        payload: { platform, clientId: uniqueClientId(), accessToken: 'token-of-nobody' },
      });
      expect(res.body).toEqual({ code: Code.INVALID_USER_INFO, msg: 'Login failed', data: null });
    }
  });
});

describe('POST /api/user/wlogin', () => {
  it('signs in with an e-mail in any case, or with a mobile number', async () => {
    const email = uniqueEmail();
    const user = await createAccount(t, { email, password: 'secret1' });
    const byEmail = await login(t, email.toUpperCase(), 'secret1');
    expect(byEmail.body.code).toBe(200);
    expect(sessionSchema.parse(byEmail.body.data)).toMatchObject({
      userId: user.userId,
      email,
      userFlag: true,
      platform: 'EMAIL',
    });
    expect(setCookies(byEmail.headers).has('h5Token')).toBe(true);

    const mobile = uniqueMobile();
    await createAccount(t, { mobile, password: 'secret2' });
    const byMobile = await login(t, ` +${mobile} `, 'secret2', { loginType: 1 });
    expect(byMobile.body.code).toBe(200);
    expect(byMobile.body.data).toMatchObject({ mobile, platform: 'MOBILE' });
  });

  it('answers 4105 alike for a wrong password and an unknown account', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'secret1' });
    const wrong = await login(t, email, 'secret2');
    const unknown = await login(t, uniqueEmail(), 'secret1');
    const expected = {
      code: Code.ACCOUNT_PASSWORD_ERROR,
      msg: 'Incorrect Account or password',
      data: null,
    };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
  });

  it('tells a banned player to write a support ticket (4080), only with the right password', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'secret1', status: 'banned' });
    expect((await login(t, email, 'wrong!')).body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    const res = await login(t, email, 'secret1');
    expect(res.body.code).toBe(Code.BANNED);
    expect(res.body.msg).toMatch(/support ticket/);
    expect(setCookies(res.headers).size).toBe(0);
  });
});

describe('GET /api/user/login/h5/v4', () => {
  const relogin = (query: Record<string, string>, cookies?: Record<string, string>) =>
    t.call<Session>({
      method: 'GET',
      url: endpoints.relogin.path,
      query: signedQuery(t, endpoints.relogin, { extra: 'Other', v: '1700000000000', ...query }),
      ...(cookies ? { cookies, headers: SITE_FETCH_HEADERS } : {}),
    });

  it('is signed: the tokens sent, v and locale with the secret; a wrong or missing osign is 4016', async () => {
    const session = await guestLogin(t);
    const fields = { ...tokensOf(session), v: '1700000000000', locale: 'en_US' };
    const text = `${session.userId}${session.h5Token}${session.sdkToken}1700000000000en_US`;
    const right = md5(`${text}${t.config.OSIGN_SECRET}`);
    const call = (query: Record<string, string>) =>
      t.call<Session>({ method: 'GET', url: endpoints.relogin.path, query });
    // Signed without the secret, over another v, or not at all: refused, and the session stays.
    for (const osign of [
      md5(text),
      md5(`${text.replace('1700', '1800')}${t.config.OSIGN_SECRET}`),
    ]) {
      const wrong = await call({ ...fields, osign });
      expect(wrong.body.code).toBe(Code.INVALID_SIGN);
      expect(setCookies(wrong.headers).size).toBe(0);
    }
    expect((await call(fields)).body.code).toBe(Code.INVALID_SIGN);
    // A token sent as ` token`, read as `token`, is not the text signed.
    const padded = await call({ ...fields, h5Token: ` ${session.h5Token}`, osign: right });
    expect(padded.body.code).toBe(Code.INVALID_SIGN);
    const res = await call({ ...fields, osign: right });
    expect(res.body.code).toBe(200);
    expect(res.body.data.userId).toBe(session.userId);
  });

  it('signs the tokens the cookies fill in as empty', async () => {
    const old = await guestLogin(t);
    const fields = { v: '1700000000000', locale: 'en_US' };
    const res = await t.call<Session>({
      method: 'GET',
      url: endpoints.relogin.path,
      query: { ...fields, osign: md5(`1700000000000en_US${t.config.OSIGN_SECRET}`) },
      cookies: tokensOf(old),
      headers: SITE_FETCH_HEADERS,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.userId).toBe(old.userId);
  });

  it('replaces the session by a new one; the old tokens stop working', async () => {
    const old = await guestLogin(t);
    const res = await relogin(tokensOf(old));
    expect(res.body.code).toBe(200);
    const fresh = sessionSchema.parse(res.body.data);
    expect(fresh.userId).toBe(old.userId);
    expect(fresh.platform).toBe('GUEST');
    expect(fresh.h5Token).not.toBe(old.h5Token);
    expect(setCookies(res.headers).get('h5Token')).toContain(fresh.h5Token);
    expect((await profile(t, old)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await profile(t, fresh)).body.code).toBe(200);
    expect((await relogin(tokensOf(old))).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('lets only one of two racing relogins with the same tokens through', async () => {
    const old = await guestLogin(t);
    const answers = await Promise.all([relogin(tokensOf(old)), relogin(tokensOf(old))]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, Code.TOKEN_INVALID]);
  });

  it('reads the tokens from the cookies when the fields are missing', async () => {
    const old = await guestLogin(t);
    const res = await relogin({}, tokensOf(old));
    expect(res.body.code).toBe(200);
    expect(res.body.data.userId).toBe(old.userId);
  });

  it('accepts either token of the session as userToken, and no token of another', async () => {
    const old = await guestLogin(t);
    const res = await relogin({ h5Token: old.h5Token, userToken: old.sdkToken });
    expect(res.body.code).toBe(200);
    const wrongPair = await guestLogin(t);
    const mixed = await relogin({ h5Token: wrongPair.h5Token, userToken: old.sdkToken });
    expect(mixed.body.code).toBe(Code.TOKEN_INVALID);
  });

  it('answers 4017 for unknown tokens or another user id, 401 without tokens', async () => {
    const session = await guestLogin(t);
    expect((await relogin({ h5Token: 'x'.repeat(43), sdkToken: 'y'.repeat(43) })).body.code).toBe(
      Code.TOKEN_INVALID,
    );
    const otherUser = await relogin({ ...tokensOf(session), userId: String(session.userId + 1) });
    expect(otherUser.body.code).toBe(Code.TOKEN_INVALID);
    const none = await relogin({});
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('answers 4017 for an expired session', async () => {
    const session = await guestLogin(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.h5TokenHash, hashToken(session.h5Token)));
    expect((await relogin(tokensOf(session))).body.code).toBe(Code.TOKEN_INVALID);
  });
});

describe('GET /api/user/logout/h5', () => {
  it('ends the session and clears the cookies', async () => {
    const session = await guestLogin(t);
    const res = await t.call({
      method: 'GET',
      url: endpoints.logout.path,
      cookies: tokensOf(session),
      headers: SITE_FETCH_HEADERS,
    });
    expect(res.body).toEqual({ code: 200, msg: 'success', data: {} });
    const cleared = setCookies(res.headers);
    expect([...cleared.keys()].sort()).toEqual(['h5Token', 'platform', 'sdkToken', 'userId']);
    for (const line of cleared.values()) expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await profile(t, session)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('answers success without a session, so a stale page can always log out', async () => {
    const res = await t.call({ method: 'GET', url: endpoints.logout.path });
    expect(res.body.code).toBe(200);
  });
});

describe('the Origin rule', () => {
  it('refuses a state-changing POST from a foreign Origin', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'secret1' });
    const foreign = await t.call({
      method: 'POST',
      url: endpoints.accountLogin.path,
      headers: { origin: 'https://evil.example' },
      payload: { userName: email, password: 'a'.repeat(32), loginType: '0' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe(Code.FORBIDDEN);
    const same = await t.call({
      method: 'POST',
      url: endpoints.socialLogin.path,
      headers: { origin: 'http://portal.test' },
      payload: { platform: 'GUEST', clientId: uniqueClientId() },
    });
    expect(same.body.code).toBe(200);
  });

  it('refuses the state-changing GETs from a foreign Origin, and lets reads through', async () => {
    const session = await guestLogin(t);
    for (const path of [
      endpoints.logout.path,
      endpoints.privacyAgree.path,
      endpoints.profileUpdate.path,
    ]) {
      const res = await t.call({
        method: 'GET',
        url: path,
        query: tokensOf(session),
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe(Code.FORBIDDEN);
    }
    const read = await t.call({
      method: 'GET',
      url: endpoints.profile.path,
      query: tokensOf(session),
      headers: { origin: 'https://evil.example' },
    });
    expect(read.body.code).toBe(200);
    expect((await profile(t, session)).body.code).toBe(200);
  });
});

describe('a banned player with a live session', () => {
  it('answers 4080 on every signed-in call', async () => {
    const email = uniqueEmail();
    const user = await createAccount(t, { email, password: 'secret1' });
    const session = (await login(t, email, 'secret1')).body.data as Session;
    await t.database.db
      .update(users)
      .set({ status: 'banned' })
      .where(eq(users.userId, user.userId));
    const res = await profile(t, session);
    expect(res.body.code).toBe(Code.BANNED);
  });
});
