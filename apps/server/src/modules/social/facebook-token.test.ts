import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../../test/test-http.js';
import { verifyFacebookToken } from './facebook-token.js';
import { SocialLoginError } from './social-login-error.js';

const APP_ID = '1234567890';
const APP_SECRET = 'app-secret-value';
const USER_ID = '10158000000000001';

/** The tokens the fake Graph API knows, and what debug_token says of each. */
const TOKENS: Record<string, { is_valid: boolean; app_id: string; user_id: string }> = {
  'valid-token': { is_valid: true, app_id: APP_ID, user_id: USER_ID },
  'expired-token': { is_valid: false, app_id: APP_ID, user_id: USER_ID },
  'other-app-token': { is_valid: true, app_id: '999', user_id: USER_ID },
  'mismatched-profile-token': { is_valid: true, app_id: APP_ID, user_id: '42' },
};

let graph: TestHttpServer;
let graphDown = false;
let opts: { appId: string; appSecret: string; graphUrl: string };

beforeAll(async () => {
  graph = await startTestHttpServer((url, _req, res) => {
    if (graphDown) return sendJson(res, 500, { error: { message: 'secret internal detail' } });
    const base = '/v22.0';
    if (url.pathname === `${base}/debug_token`) {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) {
        return sendJson(res, 400, { error: { message: 'bad app token' } });
      }
      const data = TOKENS[url.searchParams.get('input_token') ?? ''];
      if (!data) return sendJson(res, 400, { error: { message: 'Invalid OAuth access token.' } });
      return sendJson(res, 200, { data: { ...data, type: 'USER', scopes: ['public_profile'] } });
    }
    if (url.pathname === `${base}/me`) {
      const accessToken = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', APP_SECRET).update(accessToken).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof || !TOKENS[accessToken]) {
        return sendJson(res, 400, { error: { message: 'bad proof' } });
      }
      return sendJson(res, 200, {
        id: USER_ID,
        name: 'Fran Facebook',
        picture: { data: { url: 'https://platform-lookaside.fbsbx.com/fran.jpg' } },
      });
    }
    return sendJson(res, 404, {});
  });
  opts = { appId: APP_ID, appSecret: APP_SECRET, graphUrl: `${graph.url}/v22.0/` };
});
afterAll(() => graph.close());
beforeEach(() => {
  graphDown = false;
});

const failure = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialLoginError);
  expect((error as Error).message).toBe('The Facebook sign-in could not be verified.');
};

describe('verifyFacebookToken', () => {
  it('accepts a valid token of our app and reads the profile', async () => {
    expect(await verifyFacebookToken('valid-token', opts)).toEqual({
      subject: USER_ID,
      name: 'Fran Facebook',
      picture: 'https://platform-lookaside.fbsbx.com/fran.jpg',
    });
  });

  it('refuses a token the Graph API says is not valid', async () => {
    await failure(verifyFacebookToken('expired-token', opts));
  });

  it('refuses a token the Graph API does not know', async () => {
    await failure(verifyFacebookToken('made-up-token', opts));
  });

  it('refuses a valid token of another app', async () => {
    await failure(verifyFacebookToken('other-app-token', opts));
  });

  it('refuses a profile that is not the user the token was issued to', async () => {
    await failure(verifyFacebookToken('mismatched-profile-token', opts));
  });

  it('fails without the provider text when the Graph API errs', async () => {
    graphDown = true;
    await failure(verifyFacebookToken('valid-token', opts));
  });

  it('refuses every token while the app is not configured', async () => {
    await failure(verifyFacebookToken('valid-token', { ...opts, appSecret: '' }));
    await failure(verifyFacebookToken('valid-token', { ...opts, appId: '' }));
    await failure(verifyFacebookToken('', opts));
  });
});
