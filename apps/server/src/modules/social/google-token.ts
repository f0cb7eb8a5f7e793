import { createRemoteJWKSet, jwtVerify } from 'jose';
import { PROVIDER_TIMEOUT_MS, SocialLoginError } from './social-login-error.js';

export interface GoogleIdentity {
  subject: string;
  email?: string;
  name?: string;
  picture?: string;
}

/** Google signs its ID tokens with both spellings of its issuer. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** One key set per URL: jose caches the keys and refetches them only for an unknown key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetFor = (url: string) => {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(url, keySet);
  }
  return keySet;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Verifies a Google ID token (signature, issuer, audience, expiry) and returns who signed in. */
export async function verifyGoogleToken(
  idToken: string,
  opts: { clientId: string; jwksUrl: string },
): Promise<GoogleIdentity> {
  if (opts.clientId === '') throw new SocialLoginError('GOOGLE');
  const { payload } = await jwtVerify(idToken, keySetFor(opts.jwksUrl), {
    issuer: GOOGLE_ISSUERS,
    audience: opts.clientId,
    algorithms: ['RS256'],
    requiredClaims: ['sub', 'exp'],
  }).catch((cause: unknown) => {
    throw new SocialLoginError('GOOGLE', { cause });
  });
  const subject = text(payload.sub);
  if (!subject) throw new SocialLoginError('GOOGLE');
  const identity: GoogleIdentity = { subject };
  // An address Google has not verified proves nothing about who owns it.
  const email = payload.email_verified === true ? text(payload.email) : undefined;
  const name = text(payload.name);
  const picture = text(payload.picture);
  if (email) identity.email = email;
  if (name) identity.name = name;
  if (picture) identity.picture = picture;
  return identity;
}
