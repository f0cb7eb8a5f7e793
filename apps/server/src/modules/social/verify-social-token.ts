import type { Config } from '../../config.js';
import { verifyFacebookToken } from './facebook-token.js';
import { verifyGoogleToken } from './google-token.js';

export type SocialTokenConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_JWKS_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_GRAPH_URL'
>;

export interface SocialIdentity {
  subject: string;
  name?: string;
  picture?: string;
}

/**
 * Who a Google ID token or a Facebook access token stands for, checked with the provider: the
 * one check of social login and of linking a provider to an account. Throws SocialLoginError
 * when the token does not verify.
 */
export function verifySocialToken(
  platform: 'GOOGLE' | 'FACEBOOK',
  token: string,
  config: SocialTokenConfig,
): Promise<SocialIdentity> {
  return platform === 'GOOGLE'
    ? verifyGoogleToken(token, {
        clientId: config.GOOGLE_CLIENT_ID,
        jwksUrl: config.GOOGLE_JWKS_URL,
      })
    : verifyFacebookToken(token, {
        appId: config.FACEBOOK_APP_ID,
        appSecret: config.FACEBOOK_APP_SECRET,
        graphUrl: config.FACEBOOK_GRAPH_URL,
      });
}
