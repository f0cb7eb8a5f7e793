import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../../test/test-http.js';
import { verifyGoogleToken } from './google-token.js';
import { SocialLoginError } from './social-login-error.js';

const CLIENT_ID = 'portal-client.apps.googleusercontent.com';
const KEY_ID = 'test-key-1';

let jwks: TestHttpServer;
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let opts: { clientId: string; jwksUrl: string };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  jwks = await startTestHttpServer((url, _req, res) => {
    if (url.pathname === '/oauth2/v3/certs') sendJson(res, 200, { keys: [publicJwk] });
    else sendJson(res, 404, {});
  });
  opts = { clientId: CLIENT_ID, jwksUrl: `${jwks.url}/oauth2/v3/certs` };
});
afterAll(() => jwks.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

const token = (
  overrides: {
    claims?: JWTPayload;
    issuer?: string;
    audience?: string;
    expiresAt?: number;
    key?: CryptoKey;
    kid?: string;
  } = {},
) =>
  new SignJWT({
    email: 'player@gmail.com',
    email_verified: true,
    name: 'Pat Player',
    picture: 'https://lh3.googleusercontent.com/a/pat',
    ...overrides.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? KEY_ID })
    .setSubject('110248495921238986420')
    .setIssuer(overrides.issuer ?? 'https://accounts.google.com')
    .setAudience(overrides.audience ?? CLIENT_ID)
    .setIssuedAt(nowSeconds() - 60)
    .setExpirationTime(overrides.expiresAt ?? nowSeconds() + 3600)
    .sign(overrides.key ?? signingKey);

const failure = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialLoginError);
  return error as SocialLoginError;
};

describe('verifyGoogleToken', () => {
  it('accepts a token signed by a key of the JWKS, for our client id', async () => {
    expect(await verifyGoogleToken(await token(), opts)).toEqual({
      subject: '110248495921238986420',
      email: 'player@gmail.com',
      name: 'Pat Player',
      picture: 'https://lh3.googleusercontent.com/a/pat',
    });
  });

  it('accepts the issuer spelled without the scheme', async () => {
    const identity = await verifyGoogleToken(await token({ issuer: 'accounts.google.com' }), opts);
    expect(identity.subject).toBe('110248495921238986420');
  });

  it('leaves out an e-mail address Google has not verified', async () => {
    const identity = await verifyGoogleToken(
      await token({ claims: { email_verified: false } }),
      opts,
    );
    expect(identity.email).toBeUndefined();
  });

  it('fetches the key set once for many tokens', async () => {
    const before = jwks.requests.length;
    await verifyGoogleToken(await token(), opts);
    await verifyGoogleToken(await token(), opts);
    expect(jwks.requests.length - before).toBe(0);
  });

  it('refuses a token for another client id', async () => {
    await failure(verifyGoogleToken(await token({ audience: 'someone-else' }), opts));
  });

  it('refuses an expired token', async () => {
    await failure(verifyGoogleToken(await token({ expiresAt: nowSeconds() - 600 }), opts));
  });

  it('refuses a token of another issuer', async () => {
    await failure(verifyGoogleToken(await token({ issuer: 'https://evil.example.com' }), opts));
  });

  it('refuses a token signed by a key that is not in the JWKS', async () => {
    await failure(verifyGoogleToken(await token({ key: otherKey }), opts));
    await failure(verifyGoogleToken(await token({ key: otherKey, kid: 'unknown-key' }), opts));
  });

  it('refuses a token signed with a shared secret', async () => {
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: KEY_ID })
      .setSubject('1')
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes'));
    await failure(verifyGoogleToken(hs, opts));
  });

  it('refuses garbage, and every token while no client id is configured', async () => {
    await failure(verifyGoogleToken('not-a-token', opts));
    await failure(verifyGoogleToken(await token(), { ...opts, clientId: '' }));
  });

  it('fails without leaking the reason when the key set cannot be fetched', async () => {
    const error = await failure(
      verifyGoogleToken(await token(), { ...opts, jwksUrl: `${jwks.url}/missing` }),
    );
    expect(error.message).toBe('The Google sign-in could not be verified.');
  });
});
