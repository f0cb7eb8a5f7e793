import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { Config } from '../src/config.js';

export const GOOGLE_CLIENT_ID = 'portal-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '1234567890';

/**
 * Google's key set and Facebook's Graph API on loopback. Google ID tokens are signed for any
 * subject; a Facebook access token `fb-token-<id>` stands for the Facebook user `<id>`.
 */
export interface SocialProviders {
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_JWKS_URL'
    | 'FACEBOOK_APP_ID'
    | 'FACEBOOK_APP_SECRET'
    | 'FACEBOOK_GRAPH_URL'
  >;
  googleToken(subject: string, claims?: { name?: string; picture?: string }): Promise<string>;
  /** A token signed by a key the key set does not hold. */
  forgedGoogleToken(subject: string): Promise<string>;
  facebookToken(id: string): string;
  close(): Promise<void>;
}

export async function startSocialProviders(): Promise<SocialProviders> {
  const pair = await generateKeyPair('RS256');
  const stranger = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const facebookUser = (token: string | null) =>
    token?.startsWith('fb-token-') ? token.slice('fb-token-'.length) : null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/certs') return json({ keys: [jwk] });
    if (url.pathname === '/debug_token') {
      const id = facebookUser(url.searchParams.get('input_token'));
      return json({ data: { is_valid: id !== null, app_id: FACEBOOK_APP_ID, user_id: id ?? '0' } });
    }
    const id = facebookUser(url.searchParams.get('access_token'));
    if (url.pathname === '/me' && id !== null) return json({ id, name: `Facebook ${id}` });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = (subject: string, key: CryptoKey, claims: { name?: string; picture?: string }) =>
    new SignJWT({ name: claims.name ?? 'Ana Google', picture: claims.picture ?? '' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  return {
    config: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/certs`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: 'facebook-test-secret',
      FACEBOOK_GRAPH_URL: base,
    },
    googleToken: (subject, claims = {}) => sign(subject, pair.privateKey, claims),
    forgedGoogleToken: (subject) => sign(subject, stranger, {}),
    facebookToken: (id) => `fb-token-${id}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
