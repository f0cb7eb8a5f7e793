import { adminEndpoints, Code, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../test/admin-catalogue.js';
import { guestLogin, profile, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SITE_FETCH_HEADERS } from '../../../test/test-http.js';
import { testRedisUrl } from '../../../test/test-redis.js';
import { startTwoProcesses, type TwoProcesses } from '../../../test/two-processes.js';

/** Sessions kept far longer than any test: only their ending may drop them. */
const KEPT = { SESSION_CACHE_MS: '60000' };

const logout = (t: TestApp, session: Awaited<ReturnType<typeof guestLogin>>) =>
  t.call({
    method: 'GET',
    url: endpoints.logout.path,
    cookies: tokensOf(session),
    headers: SITE_FETCH_HEADERS,
  });

describe('a session kept by the process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: KEPT });
  });
  afterAll(() => t.close());

  it('ends at once with a logout', async () => {
    const session = await guestLogin(t);
    expect((await profile(t, session)).body.code).toBe(Code.SUCCESS);
    expect((await logout(t, session)).body.code).toBe(Code.SUCCESS);
    expect((await profile(t, session)).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('ends at once with a ban, which then says so', async () => {
    const session = await guestLogin(t);
    expect((await profile(t, session)).body.code).toBe(Code.SUCCESS);
    const ada = await signedInAdmin(t);
    const ban = await ada.call(adminEndpoints.playerBan, { userId: session.userId });
    expect(ban.body.code).toBe(Code.SUCCESS);
    expect((await profile(t, session)).body.code).toBe(Code.BANNED);
  });

  it("stays the player's own: other tokens or another user id are still refused", async () => {
    const session = await guestLogin(t);
    expect((await profile(t, session)).body.code).toBe(Code.SUCCESS);
    const other = { ...session, userId: session.userId + 1 };
    expect((await profile(t, other)).body.code).toBe(Code.TOKEN_INVALID);
    const forged = { ...session, sdkToken: `${session.sdkToken}x` };
    expect((await profile(t, forged)).body.code).toBe(Code.TOKEN_INVALID);
  });
});

const redisUrl = testRedisUrl();

// Processes hear of each other's ended sessions over Redis.
describe.skipIf(!redisUrl)('a session kept by two processes', () => {
  let pair: TwoProcesses | undefined;
  beforeAll(async () => {
    pair = await startTwoProcesses({ config: KEPT });
  });
  afterAll(() => pair?.close());

  it('ends in the other as soon as one logs it out', async () => {
    if (!pair) throw new Error('the processes did not start');
    const { a, b } = pair;
    const other = b;
    const session = await guestLogin(a);
    expect((await profile(other, session)).body.code).toBe(Code.SUCCESS);
    expect((await logout(a, session)).body.code).toBe(Code.SUCCESS);
    await vi.waitFor(async () =>
      expect((await profile(other, session)).body.code).toBe(Code.TOKEN_INVALID),
    );
  });
});
