import {
  Code,
  endpoints,
  GENDER_CHOICES,
  OCCUPATIONS,
  PRIVACY_AGREED,
  ProfileAddressText,
  profileSchema,
  type Profile,
  type Session,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  guestLogin,
  login,
  md5,
  PNG,
  profile,
  setCookies,
  tokensOf,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/accounts.js';
import { signedQuery } from '../../../test/players.js';
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
  t.call<Profile>({
    method: 'GET',
    url: endpoints.profileUpdate.path,
    query: signedQuery(t, endpoints.profileUpdate, { ...query, ...tokensOf(session) }),
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
  it("returns the player's own user object, with gender and occupation as choices", async () => {
    const session = await guestLogin(t);
    const res = await profile(t, session);
    expect(res.body.code).toBe(200);
    expect(profileSchema.parse(res.body.data)).toMatchObject({
      userId: session.userId,
      nickname: 'Guest',
      iconUrl: '',
      email: '',
      mobile: '',
      userFlag: false,
      privacyUrl: POLICY,
      birthdate: '',
      gender: { selectedKey: 0, dataDict: GENDER_CHOICES },
      industry: { selectedKey: '', dataDict: OCCUPATIONS.map((key) => ({ key, value: key })) },
    });
  });

  it('answers the client its token and user id as query fields only (userToken)', async () => {
    const session = await guestLogin(t);
    const res = await t.call<Profile>({
      method: 'GET',
      url: endpoints.profile.path,
      query: {
        userId: String(session.userId),
        userToken: session.h5Token,
        v: '1',
        locale: 'en_US',
      },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.userId).toBe(session.userId);
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
      gender: { selectedKey: 2 },
      birthdate: '2001-02-03',
      industry: { selectedKey: '' },
    });
    const next = await update(session, { industry: 'Games' });
    expect(next.body.data).toMatchObject({ nickname: 'Ana2', industry: { selectedKey: 'Games' } });
    // An occupation of the player's own text is offered beside the list, so it shows.
    expect(next.body.data.industry.dataDict).toContainEqual({ key: 'Games', value: 'Games' });
  });

  it("takes the client's whole form: unchanged e-mail and mobile change nothing", async () => {
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    await createAccount(t, { email, mobile, password: 'secret-1' });
    const session = (await login(t, email, 'secret-1')).body.data as Session;
    const shown = (await profile(t, session)).body.data as Profile;
    const form = {
      userId: String(session.userId),
      userToken: session.h5Token,
      nickname: 'Form',
      gender: String(shown.gender.selectedKey),
      birthdate: '1990-05-06',
      email: shown.email.toUpperCase(),
      mobile: shown.mobile,
      industry: OCCUPATIONS[0],
      v: '1700000000000',
      locale: 'en_US',
    };
    // The publisher's client's osign: the values in order, each tested for truth (its gender 0
    // of a player who never chose one is left out), then locale; no v and no secret.
    expect(shown.gender.selectedKey).toBe(0);
    const signedText =
      `${form.userId}${form.userToken}Form1990-05-06${form.mobile}${form.email}` +
      `${form.industry}en_US`;
    const call = (osign: string) =>
      t.call<Profile>({
        method: 'GET',
        url: endpoints.profileUpdate.path,
        query: { ...form, osign },
      });
    for (const wrong of [
      md5(`${signedText}${t.config.OSIGN_SECRET}`),
      md5(signedText.replace('en_US', '1700000000000en_US')),
      md5(signedText.replace('Form', 'Form0')),
    ]) {
      expect((await call(wrong)).body.code).toBe(Code.INVALID_SIGN);
    }
    expect((await profile(t, session)).body.data).toMatchObject({ nickname: shown.nickname });
    const res = await call(md5(signedText));
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      nickname: 'Form',
      email,
      mobile: shown.mobile,
      birthdate: '1990-05-06',
      industry: { selectedKey: OCCUPATIONS[0] },
    });
  });

  it('refuses a missing osign, and a value read otherwise than the text signed (4016)', async () => {
    const session = await guestLogin(t);
    const query = { nickname: 'Unsigned', ...tokensOf(session) };
    const call = (q: Record<string, string>) =>
      t.call<Profile>({ method: 'GET', url: endpoints.profileUpdate.path, query: q });
    expect((await call(query)).body.code).toBe(Code.INVALID_SIGN);
    // `02`, signed as sent, would be read as 2.
    const padded = signedQuery(t, endpoints.profileUpdate, { ...query, gender: '02' });
    expect((await call(padded)).body.code).toBe(Code.INVALID_SIGN);
    const shown = (await profile(t, session)).body.data as Profile;
    expect(shown.nickname).not.toBe('Unsigned');
    expect(shown.gender.selectedKey).toBe(0);
  });

  it('refuses another e-mail or mobile (4037) and writes nothing of the request', async () => {
    const session = await guestLogin(t);
    const email = await update(session, { nickname: 'Never', email: uniqueEmail() });
    expect(email.body).toMatchObject({
      code: Code.INVALID_USER_INFO,
      msg: ProfileAddressText.email,
    });
    const mobile = await update(session, { nickname: 'Never', mobile: uniqueMobile() });
    expect(mobile.body).toMatchObject({
      code: Code.INVALID_USER_INFO,
      msg: ProfileAddressText.mobile,
    });
    expect(((await profile(t, session)).body.data as Profile).nickname).toBe('Guest');
    // Empty values are the guest's own (none): no change.
    expect((await update(session, { email: '', mobile: '' })).body.code).toBe(200);
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

  it("takes the agreement as the publisher's client sends it", async () => {
    const session = await guestLogin(t);
    const agreed = await t.call({
      method: 'GET',
      url: endpoints.privacyAgree.path,
      query: {
        sdkVer: '1.0',
        sdkType: 'html5',
        os: 'android',
        clientId: '0123456789abcdef0123456789abcdef',
        appId: '_unknown',
        runPlatform: 'html5',
        ...tokensOf(session),
        v: '1',
        locale: 'en_US',
      },
    });
    expect(agreed.body.code).toBe(200);
    expect((await profile(t, session)).body.data).toMatchObject({ privacyUrl: PRIVACY_AGREED });
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
