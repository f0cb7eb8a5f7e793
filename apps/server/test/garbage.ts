import type { Endpoint } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

const long = 'x'.repeat(20_000);

/** Query values no client of ours sends: arrays, NUL bytes, huge, negative, odd encodings. */
export const garbageQuery =
  `appId[]=1&appId[]=2&key=${long}&value[]=v&osign=%00%ff&page=-1&pageSize=NaN` +
  `&giftListSize=1e400&requestType=9&giftCondition=x&giftKey[]=a&qr=${long}&from[a]=1` +
  `&h5Token=${long}&sdkToken=[]&userId=-7`;

/** Bodies no client of ours sends: wrong types, broken JSON or form, odd content types. */
export const garbageBodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
  {
    payload: JSON.stringify({
      appId: { $gt: 0 },
      key: ['a'],
      value: 12,
      osign: 5,
      giftKey: null,
      from: { a: 1 },
      h5Token: ['a'],
      userId: 1e40,
    }),
    headers: { 'content-type': 'application/json' },
  },
  { payload: '{"appId":', headers: { 'content-type': 'application/json' } },
  { payload: '[]', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  {
    payload: `appId=%zz&key=%&value=%E0%A4%A&giftKey=${long}&osign=${long}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { payload: 'hello', headers: { 'content-type': 'application/xml' } },
  { payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
];

function expectEnvelope(
  res: { statusCode: number; json: () => unknown },
  what: string,
  successAllowed = false,
) {
  expect(res.statusCode, what).toBeLessThan(500);
  const body = res.json() as { code: number; msg: string; data: unknown };
  expect(typeof body.msg, what).toBe('string');
  expect('data' in body, what).toBe(true);
  if (successAllowed && body.code === 200) return;
  expect(body.code, what).toBeGreaterThanOrEqual(400);
  expect(body.code, what).toBeLessThan(5000);
}

/**
 * Sends every kind of garbage to an endpoint, with and without a session, and expects a refusal
 * envelope each time: never a 500, never a success. An endpoint that needs no field and no
 * session (`nothingRequired`) may answer a request carrying only garbage cookies as a visitor's.
 */
export async function sendGarbage(
  t: TestApp,
  endpoint: Endpoint,
  session: Record<string, string>,
  options: { nothingRequired?: boolean } = {},
): Promise<void> {
  for (const cookies of [{}, session]) {
    if (endpoint.method === 'GET') {
      const res = await t.app.inject({
        method: 'GET',
        url: `${endpoint.path}?${garbageQuery}`,
        cookies,
      });
      expectEnvelope(res, `${endpoint.path} query`);
      const cookieGarbage = await t.app.inject({
        method: 'GET',
        url: endpoint.path,
        cookies: { h5Token: long, sdkToken: '\u0000', userId: 'NaN', platform: long },
      });
      expectEnvelope(
        cookieGarbage,
        `${endpoint.path} with garbage cookies`,
        options.nothingRequired,
      );
      continue;
    }
    for (const [index, body] of garbageBodies.entries()) {
      const res = await t.app.inject({ method: 'POST', url: endpoint.path, ...body, cookies });
      expectEnvelope(res, `${endpoint.path} body ${index}`);
    }
  }
}
