import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, endpoints, sessionSchema, type Session } from '@portal/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientId } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const GOOGLE_CLIENT_ID = 'portal-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-test-secret';
const FACEBOOK_TOKEN = 'facebook-access-token-of-ana';

let t: TestApp;
let provider: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

/** Google's key set and Facebook's Graph API, as this test serves them on loopback. */
async function startProvider(): Promise<string> {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/certs') return json({ keys: [jwk] });
    const known = url.searchParams.get('input_token') === FACEBOOK_TOKEN;
    if (url.pathname === '/debug_token') {
      return json({
        data: { is_valid: known, app_id: FACEBOOK_APP_ID, user_id: known ? 'fb-42' : '0' },
      });
    }
    if (url.pathname === '/me' && url.searchParams.get('access_token') === FACEBOOK_TOKEN) {
      return json({
        id: 'fb-42',
        name: 'Ana Facebook',
        picture: { data: { url: 'https://fb.example/ana.jpg' } },
      });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const base = await startProvider();
  t = await createTestApp({
    seed: false,
    config: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/certs`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: base,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const idToken = (
  claims: { sub?: string; aud?: string; expiresIn?: string | number; name?: string } = {},
  key: CryptoKey = signingKey,
) =>
  new SignJWT({
    name: claims.name ?? 'Ana Google',
    picture: 'https://google.example/ana.png',
    email: 'ana@gmail.com',
    email_verified: true,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(claims.aud ?? GOOGLE_CLIENT_ID)
    .setSubject(claims.sub ?? 'google-subject-1')
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(key);

const socialLogin = (platform: 'GOOGLE' | 'FACEBOOK', accessToken?: string) =>
  t.call<Session | null>({
    method: 'POST',
    url: endpoints.socialLogin.path,
    payload: { platform, clientId: uniqueClientId(), ...(accessToken ? { accessToken } : {}) },
  });

const LOGIN_FAILED = { code: Code.INVALID_USER_INFO, msg: 'Login failed', data: null };

describe('login ways with both providers configured', () => {
  it('offers Facebook, Google and guest, never WINGA', async () => {
    const { body } = await t.call<{ loginWayList: { platform: string; logoUrl: string }[] }>({
      method: 'GET',
      url: endpoints.loginWays.path,
      query: { browserType: '1' },
    });
    expect(body.data.loginWayList).toEqual([
      { platform: 'FACEBOOK', logoUrl: '/login/facebook.svg' },
      { platform: 'GOOGLE', logoUrl: '/login/google.svg' },
      { platform: 'GUEST', logoUrl: '/login/guest.svg' },
    ]);
  });

  it('hides Google in the mini client (browserType 2)', async () => {
    const { body } = await t.call<{ loginWayList: { platform: string }[] }>({
      method: 'GET',
      url: endpoints.loginWays.path,
      query: { browserType: '2' },
    });
    expect(body.data.loginWayList.map((w) => w.platform)).toEqual(['FACEBOOK', 'GUEST']);
  });

  it('hides Google for the browser type of the common envelope, as the site sends it', async () => {
    const envelope = {
      sdkVer: '1.0',
      sdkType: 'html5',
      runPlatform: 'html5',
      os: 'iOS',
      clientId: uniqueClientId(),
      gamePlatform: '{product}',
      browser: 'Safari',
      browserVersion: '17.4',
      locale: 'en_US',
      v: String(Date.now()),
    };
    const ways = async (browserType: string) =>
      (
        await t.call<{ loginWayList: { platform: string }[] }>({
          method: 'GET',
          url: endpoints.loginWays.path,
          query: { ...envelope, browserType },
        })
      ).body.data.loginWayList.map((w) => w.platform);
    expect(await ways('2')).toEqual(['FACEBOOK', 'GUEST']);
    expect(await ways('0')).toEqual(['FACEBOOK', 'GOOGLE', 'GUEST']);
    expect(await ways('_unknown')).toEqual(['FACEBOOK', 'GOOGLE', 'GUEST']);
  });
});

describe("social sign-in through the publisher client's login call", () => {
  it('verifies the Google token as POST /login/third does, as the same player', async () => {
    const third = await socialLogin('GOOGLE', await idToken());
    const clientId = '0123456789abcdef0123456789abcdef';
    const h5 = await t.call<Session>({
      method: 'GET',
      url: endpoints.h5Login.path,
      query: { platform: 'GOOGLE', clientId, accessToken: await idToken(), os: 'android' },
    });
    expect(h5.body.code).toBe(200);
    expect(h5.body.data.userId).toBe(third.body.data?.userId);
    const stranger = await t.call({
      method: 'GET',
      url: endpoints.h5Login.path,
      query: { platform: 'FACEBOOK', clientId, accessToken: 'not-the-token-of-anyone' },
    });
    expect(stranger.body).toEqual(LOGIN_FAILED);
  });
});

describe('Google sign-in', () => {
  it('signs in with an ID token signed by the key set, as the same user each time', async () => {
    const first = await socialLogin('GOOGLE', await idToken());
    expect(first.body.code).toBe(200);
    expect(sessionSchema.parse(first.body.data)).toMatchObject({
      nickname: 'Ana Google',
      iconUrl: 'https://google.example/ana.png',
      source: 1,
      platform: 'GOOGLE',
      userFlag: true,
      email: '',
    });
    const again = await socialLogin('GOOGLE', await idToken());
    expect(again.body.data?.userId).toBe(first.body.data?.userId);
    const other = await socialLogin('GOOGLE', await idToken({ sub: 'google-subject-2' }));
    expect(other.body.data?.userId).not.toBe(first.body.data?.userId);
  });

  it('fails with 4037 "Login failed" for another audience, an expired token or a foreign key', async () => {
    expect((await socialLogin('GOOGLE', await idToken({ aud: 'someone-else' }))).body).toEqual(
      LOGIN_FAILED,
    );
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect((await socialLogin('GOOGLE', await idToken({ expiresIn: past }))).body).toEqual(
      LOGIN_FAILED,
    );
    expect((await socialLogin('GOOGLE', await idToken({}, strangerKey))).body).toEqual(
      LOGIN_FAILED,
    );
    expect((await socialLogin('GOOGLE', 'not-a-jwt')).body).toEqual(LOGIN_FAILED);
    expect((await socialLogin('GOOGLE')).body).toEqual(LOGIN_FAILED);
  });
});

describe('Facebook sign-in', () => {
  it('signs in with an access token the Graph API vouches for', async () => {
    const res = await socialLogin('FACEBOOK', FACEBOOK_TOKEN);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      nickname: 'Ana Facebook',
      source: 1,
      platform: 'FACEBOOK',
    });
  });

  it('fails with 4037 "Login failed" for a token the Graph API rejects', async () => {
    expect((await socialLogin('FACEBOOK', 'forged-token')).body).toEqual(LOGIN_FAILED);
  });
});
