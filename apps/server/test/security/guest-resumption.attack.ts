import { randomBytes } from 'node:crypto';
import {
  computeOsign,
  endpoints,
  PLAY_OSIGN,
  playedListResponseSchema,
  sessionSchema,
  type Session,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { identities, users } from '../../src/db/schema.js';
import { acknowledged, describeOutcome, type HttpClient } from '../faults/http-client.js';
import { SPAWNED_OSIGN_SECRET } from '../faults/spawned-server.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/**
 * Item: a guest account is opened by its device's secret, never by the client id alone, which
 * travels in every request and tracking event.
 */

/** A demo game of every seeded catalogue. */
const APP_ID = 1003;
/** A guest made before device secrets existed: its identity holds no secret yet. */
const LEGACY_CLIENT_ID = 'legacy-device-0001';

const newSecret = () => randomBytes(32).toString('base64url');
const newClientId = () => `device-${randomBytes(8).toString('hex')}`;

async function seedLegacyGuest(db: Db) {
  const [user] = await db
    .insert(users)
    .values({ nickname: 'Guest', source: 2 })
    .returning({ userId: users.userId });
  if (!user) throw new Error('no legacy guest');
  await db
    .insert(identities)
    .values({ provider: 'GUEST', subject: LEGACY_CLIENT_ID, userId: user.userId });
  return { legacyUserId: user.userId };
}

async function guestLogin(
  http: HttpClient,
  clientId: string,
  deviceSecret?: string,
  localAddress?: string,
): Promise<Session> {
  const outcome = await http.call(endpoints.socialLogin.path, {
    json: { platform: 'GUEST', clientId, ...(deviceSecret ? { deviceSecret } : {}) },
    ...(localAddress ? { localAddress } : {}),
  });
  const session = acknowledged(outcome, sessionSchema);
  if (!session) throw new Error(`guest login failed: ${describeOutcome(outcome)}`);
  return session;
}

const auth = (s: Session) => ({
  userId: String(s.userId),
  h5Token: s.h5Token,
  sdkToken: s.sdkToken,
});

async function play(http: HttpClient, session: Session) {
  const signed = { appId: APP_ID, ...auth(session) };
  const osign = computeOsign(signed, PLAY_OSIGN, SPAWNED_OSIGN_SECRET);
  const outcome = await http.call(endpoints.play.path, {
    json: { appId: APP_ID, osign, ...auth(session) },
  });
  expect(outcome.kind === 'answered' && outcome.envelope?.code, describeOutcome(outcome)).toBe(200);
}

async function playedIds(http: HttpClient, session: Session) {
  const outcome = await http.call(endpoints.playedList.path, { query: auth(session) });
  const list = acknowledged(outcome, playedListResponseSchema);
  if (!list) throw new Error(`played list failed: ${describeOutcome(outcome)}`);
  return list.appList.map((game) => game.appId);
}

describe.each(targetKinds())('guest resumption on %s', (kind) => {
  let target: SecurityTarget<{ legacyUserId: number }>;

  beforeAll(async () => {
    target = await startTarget(kind, { seed: seedLegacyGuest });
  }, 120_000);

  afterAll(async () => {
    await target.remove();
  });

  it('opens a guest only with its device secret, whoever knows the client id', async () => {
    const { http } = target.server;
    const clientId = newClientId();
    const secret = newSecret();
    const victim = await guestLogin(http, clientId, secret);
    await play(http, victim);
    expect(await playedIds(http, victim)).toEqual([APP_ID]);

    const attacker = '127.0.0.5';
    const withoutSecret = await guestLogin(http, clientId, undefined, attacker);
    expect(withoutSecret.userId).not.toBe(victim.userId);
    expect(await playedIds(http, withoutSecret)).toEqual([]);

    const withWrongSecret = await guestLogin(http, clientId, newSecret(), attacker);
    expect(withWrongSecret.userId).not.toBe(victim.userId);
    expect(await playedIds(http, withWrongSecret)).toEqual([]);
    // The wrong secret did not take the client id over: the device still opens its own guest.
    const resumed = await guestLogin(http, clientId, secret);
    expect(resumed.userId).toBe(victim.userId);
    expect(await playedIds(http, resumed)).toEqual([APP_ID]);
  });

  it('lets the first secret claim a guest made before secrets, and no other after it', async () => {
    const { http } = target.server;
    const { legacyUserId } = target.world;
    const secret = newSecret();
    const claimed = await guestLogin(http, LEGACY_CLIENT_ID, secret);
    expect(claimed.userId).toBe(legacyUserId);
    const other = await guestLogin(http, LEGACY_CLIENT_ID, newSecret(), '127.0.0.5');
    expect(other.userId).not.toBe(legacyUserId);
    const again = await guestLogin(http, LEGACY_CLIENT_ID, secret);
    expect(again.userId).toBe(legacyUserId);
  });
});
