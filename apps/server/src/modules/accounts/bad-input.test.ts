import { endpoints, type Endpoint } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  cookies = tokensOf(await guestLogin(t));
});
afterAll(() => t.close());

const ACCOUNT_ENDPOINTS: Endpoint[] = [
  endpoints.loginWays,
  endpoints.socialLogin,
  endpoints.accountLogin,
  endpoints.relogin,
  endpoints.register,
  endpoints.passwordVerify,
  endpoints.passwordReset,
  endpoints.passwordRevise,
  endpoints.bindAccount,
  endpoints.logout,
  endpoints.profile,
  endpoints.profileUpdate,
  endpoints.upload,
  endpoints.privacyUrl,
  endpoints.privacyAgree,
];

const long = 'x'.repeat(20_000);
const garbageQuery =
  'userName[]=a&userName[]=b&password=%00%ff&type=NaN&bindTpye=9&registerType=-1&loginType=x' +
  `&platform=WINGA&clientId=${long}&h5Token=${long}&sdkToken=[]&userId=-7&verCode=%F0%9F%92%A9` +
  '&nickname=%3Cscript%3E&gender=9&birthdate=2020-13-45&iconUrl=javascript:alert(1)' +
  `&browserType=${long}&email=@@&mobile=++1&oriPassword=&newPassword=0x`;

/** Bodies no client of ours sends: wrong types, broken JSON or form, odd content types. */
const garbageBodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
  {
    payload: JSON.stringify({
      userName: { $ne: 1 },
      password: [1, 2],
      loginType: {},
      registerType: null,
      bindTpye: 'zero',
      platform: 123,
      clientId: null,
      accessToken: { a: 1 },
      verCode: 123456789012345,
      h5Token: ['a'],
      userId: 1e40,
      email: 5,
      mobile: true,
    }),
    headers: { 'content-type': 'application/json' },
  },
  { payload: '{"userName":', headers: { 'content-type': 'application/json' } },
  { payload: '[]', headers: { 'content-type': 'application/json' } },
  {
    payload: 'userName=%zz&password=%&loginType=%E0%A4%A',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { payload: 'hello', headers: { 'content-type': 'application/xml' } },
  { payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  { payload: '', headers: { 'content-type': 'multipart/form-data' } },
];

/** Endpoints that need no field: garbage in an unknown field is ignored, not refused. */
const NOTHING_REQUIRED = new Set([endpoints.privacyUrl.path]);
/** The garbage bodies above that are still a JSON object or a form. */
const PARSEABLE = new Set([0, 3]);

function expectEnvelope(res: { statusCode: number; json: () => unknown }, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  const body = res.json() as { code: number; msg: string; data: unknown };
  expect(typeof body.code, what).toBe('number');
  expect(typeof body.msg, what).toBe('string');
  expect('data' in body, what).toBe(true);
  expect(body.code, what).not.toBe(500);
  return body;
}

describe('bad input to every account endpoint', () => {
  it.each(ACCOUNT_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s answers a refusal envelope, never a 500',
    async (_path, endpoint) => {
      for (const withSession of [false, true]) {
        const session = withSession ? { cookies } : {};
        if (endpoint.method === 'GET') {
          const res = await t.app.inject({
            method: 'GET',
            url: `${endpoint.path}?${garbageQuery}`,
            ...session,
          });
          expectEnvelope(res, endpoint.path);
          const cookieGarbage = await t.app.inject({
            method: 'GET',
            url: endpoint.path,
            cookies: { h5Token: long, sdkToken: '\u0000', userId: 'NaN', platform: long },
          });
          expectEnvelope(cookieGarbage, `${endpoint.path} with garbage cookies`);
          continue;
        }
        for (const [index, body] of garbageBodies.entries()) {
          const res = await t.app.inject({
            method: 'POST',
            url: endpoint.path,
            ...body,
            ...session,
          });
          const what = `${endpoint.path} body ${index}`;
          const answer = expectEnvelope(res, what);
          // Wrong-typed JSON and a sloppy form still parse: fine for an endpoint that reads no field.
          if (!PARSEABLE.has(index) || !NOTHING_REQUIRED.has(endpoint.path)) {
            expect(answer.code, what).toBeGreaterThanOrEqual(400);
            expect(answer.code, what).toBeLessThan(5000);
          }
        }
      }
    },
  );

  it('serves no upload for a malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${long.slice(0, 150)}` });
    expect(res.statusCode).toBe(404);
  });
});
