import { loadScript } from '../../../lib/load-script';
import { logger } from '../../../lib/logger';

const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
const API_VERSION = 'v22.0';

interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: { accessToken: string } | null;
}
interface FacebookSdk {
  init(params: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let initialised: string | null = null;

/** Loads and initialises the SDK once per app id; the login box calls it as soon as it shows. */
export async function loadFacebook(appId: string): Promise<FacebookSdk> {
  await loadScript(SDK_URL);
  const sdk = window.FB;
  if (!sdk) throw new Error('the Facebook SDK did not start');
  if (initialised !== appId) {
    sdk.init({ appId, version: API_VERSION, cookie: false, xfbml: false });
    initialised = appId;
  }
  return sdk;
}

/**
 * The player's access token, or null when they did not connect (which is only logged: the
 * player closed Facebook's window and may pick another way).
 */
export async function facebookAccessToken(appId: string): Promise<string | null> {
  const sdk = await loadFacebook(appId);
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (response.status === 'connected' && token) resolve(token);
        else {
          logger.warn('Facebook login not connected', response.status);
          resolve(null);
        }
      },
      { scope: 'public_profile,email' },
    );
  });
}
