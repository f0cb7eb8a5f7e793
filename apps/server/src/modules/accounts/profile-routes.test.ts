import { Code, endpoints, PRIVACY_AGREED, userSchema, type Session } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, PNG, profile, setCookies, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const POLICY = 'https://legal.example.com/privacy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: {
      PRIVACY_POLICY_URL: POLICY,
      PUBLIC_URL: 'https://portal.example',
      GAMES_ORIGIN: 'https://games.portal-cdn.example',
    },
  });
});
afterAll(() => t.close());

const update = (session: Session, query: Record<string, string>) =>
  t.call({
    method: 'GET',
    url: endpoints.profileUpdate.path,
    query: { ...query, ...tokensOf(session) },
  });

async function uploadPng(session: Session): Promise<string> {
  const boundary = 'profile-test';
  const res = await t.call<{ attachUrl: string }>({
    method: 'POST',
    url: endpoints.upload.path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    cookies: hostCookies(session),
  });
  return res.body.data.attachUrl;
}

/** The session cookies of an https portal go by `__Host-` names. */
const hostCookies = (session: Parameters<typeof tokensOf>[0]) =>
  Object.fromEntries(
    Object.entries(tokensOf(session)).map(([name, value]) => [`__Host-${name}`, value]),
  );

describe('a portal served over https', () => {
  it('marks the session cookies Secure', async () => {
    const res = await t.call({
      method: 'POST',
      url: endpoints.socialLogin.path,
      headers: { origin: 'https://portal.example' },
      payload: { platform: 'GUEST', clientId: 'https-device-01' },
    });
    const cookies = setCookies(res.headers);
    expect(cookies.size).toBe(4);
    for (const line of cookies.values()) expect(line).toContain('; Secure');
  });
});

describe('GET /api/user/profile/detail', () => {
  it("returns the player's own user object", async () => {
    const session = await guestLogin(t);
    const res = await profile(t, session);
    expect(res.body.code).toBe(200);
    expect(userSchema.parse(res.body.data)).toMatchObject({
      userId: session.userId,
      nickname: 'Guest',
      iconUrl: '',
      email: '',
      userFlag: false,
      privacyUrl: POLICY,
    });
  });

  it('reads the session from the cookies when the fields are missing', async () => {
    const session = await guestLogin(t);
    const res = await t.call({
      method: 'GET',
      url: endpoints.profile.path,
      cookies: hostCookies(session),
    });
    expect(res.body.code).toBe(200);
  });

  it('answers 401 without a session and 4017 with an unknown token', async () => {
    const none = await t.call({ method: 'GET', url: endpoints.profile.path });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      code: Code.UNAUTHORIZED,
      msg: 'Please log in to continue.',
      data: null,
    });
    const unknown = await t.call({
      method: 'GET',
      url: endpoints.profile.path,
      query: { h5Token: 'a'.repeat(43) },
    });
    expect(unknown.body.code).toBe(Code.TOKEN_INVALID);
  });
});

describe('GET /api/user/profile/update', () => {
  it('changes only the fields sent', async () => {
    const session = await guestLogin(t);
    const res = await update(session, { nickname: 'Ana2', gender: '2', birthdate: '2001-02-03' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      nickname: 'Ana2',
      gender: 2,
      birthdate: '2001-02-03',
      industry: '',
    });
    const next = await update(session, { industry: 'Games' });
    expect(next.body.data).toMatchObject({ nickname: 'Ana2', industry: 'Games' });
  });

  it('refuses an empty nickname or one with symbols (4011)', async () => {
    const session = await guestLogin(t);
    expect((await update(session, { nickname: ' ' })).body.code).toBe(Code.MISSING_FIELD);
    expect((await update(session, { nickname: 'a b<c>' })).body.code).toBe(Code.MISSING_FIELD);
  });

  it("takes an avatar only from the player's own uploads", async () => {
    const session = await guestLogin(t);
    const other = await guestLogin(t);
    const own = await uploadPng(session);
    const theirs = await uploadPng(other);
    expect((await update(session, { iconUrl: own })).body.data).toMatchObject({ iconUrl: own });
    for (const iconUrl of [theirs, 'https://tracker.example/pixel.png', '/uploads/../etc/passwd']) {
      const res = await update(session, { iconUrl });
      expect(res.status, iconUrl).toBe(400);
      expect(res.body.code).toBe(Code.MISSING_FIELD);
    }
    expect((await update(session, { iconUrl: own, nickname: 'Same' })).body.code).toBe(200);
    expect((await update(session, { iconUrl: '' })).body.data).toMatchObject({ iconUrl: '' });
  });
});

describe('privacy policy: POST /api/user/policy/geturl and GET /api/user/privacy/agree', () => {
  const privacyUrl = (session?: Session) =>
    t.call<{ privacyUrl: string }>({
      method: 'POST',
      url: endpoints.privacyUrl.path,
      payload: session ? tokensOf(session) : {},
    });

  it('gives the policy until the player agrees, then "-1"', async () => {
    const session = await guestLogin(t);
    expect(session.privacyUrl).toBe(POLICY);
    expect((await privacyUrl(session)).body.data.privacyUrl).toBe(POLICY);
    const agreed = await t.call({
      method: 'GET',
      url: endpoints.privacyAgree.path,
      query: { appId: '1', ...tokensOf(session) },
    });
    expect(agreed.body).toEqual({ code: 200, msg: 'success', data: {} });
    expect((await privacyUrl(session)).body.data.privacyUrl).toBe(PRIVACY_AGREED);
    expect((await profile(t, session)).body.data).toMatchObject({ privacyUrl: PRIVACY_AGREED });
    const again = await guestLogin(t, undefined);
    expect(again.privacyUrl).toBe(POLICY);
  });

  it('gives the policy to a visitor, and wants a session to agree', async () => {
    expect((await privacyUrl()).body).toEqual({
      code: 200,
      msg: 'success',
      data: { privacyUrl: POLICY },
    });
    const res = await t.call({ method: 'GET', url: endpoints.privacyAgree.path });
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });
});
