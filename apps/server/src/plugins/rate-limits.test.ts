import { Code, endpoints, type Session } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, login, tokensOf, uniqueClientId } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testRedisUrl } from '../../test/test-redis.js';
import { ticketFields, ticketTypeId } from '../../test/tickets.js';

const counterKinds = testRedisUrl() ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(counterKinds)('rate limits (counters in %s)', (counters) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      counters,
      config: {
        LIMIT_GUEST_SIGN_INS_PER_ADDRESS: '3',
        LIMIT_LOGINS_PER_ACCOUNT: '2',
        LIMIT_TICKETS_PER_ACCOUNT: '2',
        LIMIT_TICKETS_PER_ADDRESS: '5',
        LIMIT_CODE_SENDS_PER_ADDRESS: '2',
      },
    });
  });
  afterAll(() => t.close());

  const guest = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: endpoints.socialLogin.path,
      payload: { platform: 'GUEST', clientId: uniqueClientId() },
      remoteAddress,
      headers,
    });

  /** A guest signed in from an address of its own, clear of the guest limit. */
  let guests = 0;
  const newGuest = async () => {
    guests += 1;
    const res = await guest(`10.59.${Math.floor(guests / 200)}.${(guests % 200) + 1}`);
    return res.body.data as Session;
  };

  const writeTicket = async (session: Session, remoteAddress: string) =>
    t.call({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      payload: { ...ticketFields(await ticketTypeId(t, session)), ...tokensOf(session) },
      remoteAddress,
    });

  it('answers 429, Retry-After and 4290 past an address limit, and only to that address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await guest('10.60.0.1')).body.code).toBe(200);
    const refused = await guest('10.60.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: Code.RATE_LIMITED,
      msg: expect.stringMatching(
        /^Too many guest and social sign-ins from your network\. Please try again in \d+ minutes?\.$/,
      ),
      data: null,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // With no proxy trusted, a client cannot name another address for itself.
    const forged = await guest('10.60.0.1', { 'x-forwarded-for': '10.60.9.9' });
    expect(forged.status).toBe(429);
    expect((await guest('10.60.0.2')).body.code).toBe(200);
  });

  it('counts a password login against the account it names, however it is written', async () => {
    await createAccount(t, { email: 'limited@example.com', password: 'secret-1' });
    expect((await login(t, 'limited@example.com', 'secret-1', { ip: '10.61.0.1' })).status).toBe(
      200,
    );
    expect((await login(t, 'Limited@Example.com', 'wrong', { ip: '10.61.0.2' })).body.code).toBe(
      Code.ACCOUNT_PASSWORD_ERROR,
    );
    const third = await login(t, ' LIMITED@example.com', 'secret-1', { ip: '10.61.0.3' });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(Code.RATE_LIMITED);
    expect(third.body.msg).toMatch(/^Too many sign-in attempts for this account\./);
    expect((await login(t, 'other@example.com', 'x', { ip: '10.61.0.3' })).status).toBe(200);
  });

  it('counts tickets per player, and a visitor is answered 401, not counted', async () => {
    const [one, two] = [await newGuest(), await newGuest()];
    expect((await writeTicket(one, '10.62.0.1')).body.code).toBe(200);
    expect((await writeTicket(one, '10.62.0.2')).body.code).toBe(200);
    const third = await writeTicket(one, '10.62.0.3');
    expect(third.status).toBe(429);
    expect(third.body.msg).toMatch(/^Too many new tickets\. Please try again in \d+ minutes?\.$/);
    expect((await writeTicket(two, '10.62.0.3')).body.code).toBe(200);

    const anonymous = await t.call({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      payload: ticketFields(1),
      remoteAddress: '10.62.0.4',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('counts a HEAD request as the GET whose handler it runs', async () => {
    const sendCode = (method: 'GET' | 'HEAD') =>
      t.app.inject({
        method,
        url: endpoints.sendCode.path,
        query: { clientId: 'web-client-0001', type: '1', email: `head${method}@example.com` },
        remoteAddress: '10.64.0.1',
      });
    expect((await sendCode('GET')).statusCode).toBe(200);
    expect((await sendCode('HEAD')).statusCode).toBe(200);
    expect((await sendCode('GET')).statusCode).toBe(429);
  });

  it('counts every request of an address, refused ones too', async () => {
    const three = [await newGuest(), await newGuest(), await newGuest()];
    const codes: number[] = [];
    for (const session of three) {
      for (let i = 0; i < 2; i += 1) codes.push((await writeTicket(session, '10.63.0.1')).status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
