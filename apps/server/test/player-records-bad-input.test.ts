import { endpoints, type Endpoint } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from './accounts.js';
import { createTestApp, type TestApp } from './test-app.js';
import { writeTicket } from './tickets.js';

let t: TestApp;
let cookies: Record<string, string>;
let ticketId: number;
beforeAll(async () => {
  t = await createTestApp();
  const player = await guestLogin(t);
  cookies = tokensOf(player);
  ticketId = (await writeTicket(t, player)).queryId;
});
afterAll(() => t.close());

const MESSAGE_AND_TICKET_ENDPOINTS: Endpoint[] = [
  endpoints.messageList,
  endpoints.messageUnread,
  endpoints.messageDetail,
  endpoints.messageDelete,
  endpoints.ticketTypes,
  endpoints.ticketApps,
  endpoints.ticketAdd,
  endpoints.ticketList,
  endpoints.ticketDetail,
  endpoints.ticketMore,
  endpoints.ticketRate,
];

/** Endpoints without a required field: a query that misses all their fields is fine. */
const NOTHING_REQUIRED = new Set([
  endpoints.messageList.path,
  endpoints.ticketList.path,
  endpoints.messageUnread.path,
  endpoints.ticketTypes.path,
  endpoints.ticketApps.path,
]);

const long = 'x'.repeat(20_000);
const garbageQueries = [
  'notifId=1e40&queryId=-7&page=NaN&pageSize=99999&notifStatus=7&status=Lost&rate=%00',
  `notifId[]=1&notifId[]=2&queryId=${long}&page[]=1&pageSize=-1&status[]=Pending&rate=1e400`,
  'notifId=1%3B%20DROP%20TABLE%20messages&queryId=0x10&rate=%F0%9F%92%A9&notifStatus=%00',
  'notifId=&queryId=&page=&pageSize=&status=&rate=&notifStatus=',
  'notifId=2147483648&queryId=99999999999999999999&page=100001&rate=Infinity',
];

const json = (value: unknown): Pick<InjectOptions, 'payload' | 'headers'> => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

/** Bodies no client of ours sends: wrong types, broken JSON or form, odd content types. */
const garbageBodies = (): Pick<InjectOptions, 'payload' | 'headers'>[] => [
  json({
    appId: { $ne: 1 },
    serverName: ['EU'],
    roleName: 42,
    ticketTypeId: 1e40,
    occurTime: { y: 2025 },
    queryContent: null,
    email: [],
    attachments: { a: 1 },
    queryId: 'one',
    replyContentId: ['1'],
    rate: { html: '<b>' },
  }),
  json({
    serverName: 'EU',
    roleName: 'x',
    ticketTypeId: '1',
    occurTime: '1735689600000',
    queryContent: 'nul \u0000 inside',
    attachments: Array.from({ length: 30 }, () => '/uploads/x'),
    queryId: ticketId,
    rate: '\u0000\u0000',
  }),
  json({
    serverName: long,
    roleName: long,
    ticketTypeId: '-1',
    occurTime: '9e99',
    queryContent: long.repeat(3),
    email: `${long}@example.com`,
    attachments: '['.repeat(9000),
    queryId: 2_147_483_648,
    replyContentId: long,
  }),
  { payload: '{"serverName":', headers: { 'content-type': 'application/json' } },
  { payload: '[]', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  {
    payload: `serverName=%zz&ticketTypeId=%&queryId=${ticketId}&queryContent=%E0%A4%A&attachments=%`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    payload: 'attachments=a&attachments=b&attachments[]=c&ticketId[]=1&kind=followup',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  { payload: '<ticket/>', headers: { 'content-type': 'application/xml' } },
  { payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
];

function expectEnvelope(res: { statusCode: number; json: () => unknown }, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  const body = res.json() as { code: number; msg: string; data: unknown };
  expect(typeof body.code, what).toBe('number');
  expect(typeof body.msg, what).toBe('string');
  expect('data' in body, what).toBe(true);
  expect(body.code, what).not.toBe(500);
  return body;
}

describe('bad input to every message and ticket endpoint', () => {
  it.each(MESSAGE_AND_TICKET_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s answers a refusal envelope, never a 500',
    async (_path, endpoint) => {
      for (const withSession of [false, true]) {
        const session = withSession ? { cookies } : {};
        if (endpoint.method === 'GET') {
          for (const query of garbageQueries) {
            const res = await t.app.inject({
              method: 'GET',
              url: `${endpoint.path}?${query}`,
              ...session,
            });
            const what = `${endpoint.path}?${query.slice(0, 60)}`;
            const body = expectEnvelope(res, what);
            if (withSession && !NOTHING_REQUIRED.has(endpoint.path)) {
              expect(body.code, what).toBeGreaterThanOrEqual(400);
            }
          }
          continue;
        }
        for (const [index, body] of garbageBodies().entries()) {
          const res = await t.app.inject({
            method: 'POST',
            url: endpoint.path,
            ...body,
            ...session,
          });
          const what = `${endpoint.path} body ${index}`;
          const answer = expectEnvelope(res, what);
          expect(answer.code, what).toBeGreaterThanOrEqual(400);
          expect(answer.code, what).toBeLessThan(5000);
        }
      }
    },
  );

  it('leaves the ticket as it was', async () => {
    const res = await t.call<{ queryConvDetail: unknown[]; queryStatusName: string }>({
      method: 'GET',
      url: endpoints.ticketDetail.path,
      query: { queryId: String(ticketId) },
      cookies,
    });
    expect(res.body.data.queryStatusName).toBe('Pending');
    expect(res.body.data.queryConvDetail).toHaveLength(1);
  });
});
