import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { PROVIDER_TIMEOUT_MS, SocialLoginError } from './social-login-error.js';

export interface FacebookIdentity {
  subject: string;
  name?: string;
  picture?: string;
}

const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string(),
    user_id: z.string().min(1),
  }),
});

const profileSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string() }) }).optional(),
});

async function graphGet(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) {
    await response.arrayBuffer().catch(() => undefined);
    throw new Error(`Graph API answered ${response.status}`);
  }
  return response.json();
}

/**
 * Verifies a Facebook access token with the Graph API: it must be valid and issued to our app
 * (a token of another app proves nothing), then reads the profile it grants.
 */
export async function verifyFacebookToken(
  accessToken: string,
  opts: { appId: string; appSecret: string; graphUrl: string },
): Promise<FacebookIdentity> {
  if (opts.appId === '' || opts.appSecret === '' || accessToken === '') {
    throw new SocialLoginError('FACEBOOK');
  }
  const base = opts.graphUrl.replace(/\/+$/, '');
  try {
    const debugUrl = new URL(`${base}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${opts.appId}|${opts.appSecret}`);
    const { data } = debugTokenSchema.parse(await graphGet(debugUrl));
    if (!data.is_valid || data.app_id !== opts.appId) throw new Error('token not for this app');

    const meUrl = new URL(`${base}/me`);
    meUrl.searchParams.set('fields', 'id,name,picture');
    meUrl.searchParams.set('access_token', accessToken);
    // Proves the call comes from the app's server, for apps that require it.
    meUrl.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', opts.appSecret).update(accessToken).digest('hex'),
    );
    const profile = profileSchema.parse(await graphGet(meUrl));
    if (profile.id !== data.user_id) throw new Error('profile of another user');
    const identity: FacebookIdentity = { subject: data.user_id };
    if (profile.name) identity.name = profile.name;
    if (profile.picture?.data.url) identity.picture = profile.picture.data.url;
    return identity;
  } catch (cause) {
    throw new SocialLoginError('FACEBOOK', { cause });
  }
}
