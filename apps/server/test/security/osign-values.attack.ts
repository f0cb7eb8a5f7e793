import { randomBytes } from 'node:crypto';
import {
  Code,
  computeOsign,
  endpoints,
  PLAY_OSIGN,
  PROFILE_UPDATE_OSIGN,
  QR_CODE_OSIGN,
  RELOGIN_OSIGN,
  sessionSchema,
  TRACKING_OSIGN,
  type Session,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledged, describeOutcome, type HttpClient } from '../faults/http-client.js';
import { SPAWNED_OSIGN_SECRET } from '../faults/spawned-server.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/**
 * Item: a signature holds for the texts the client signed, not for every text the endpoint's
 * parsing reads as the same value (`01001`, ` 1001` and `1001.0` all parse as 1001).
 */

const APP_ID = 1001;
const LOOKALIKES = ['01001', ' 1001', '1001.0', '1001 ', '+1001', '1001e0', '0x3E9'];

async function guest(http: HttpClient): Promise<Session> {
  const outcome = await http.call(endpoints.socialLogin.path, {
    json: {
      platform: 'GUEST',
      clientId: `device-${randomBytes(8).toString('hex')}`,
      deviceSecret: randomBytes(32).toString('base64url'),
    },
  });
  const session = acknowledged(outcome, sessionSchema);
  if (!session) throw new Error(`guest login failed: ${describeOutcome(outcome)}`);
  return session;
}

const codeOf = (outcome: Awaited<ReturnType<HttpClient['call']>>) =>
  outcome.kind === 'answered' ? outcome.envelope?.code : undefined;

describe.each(targetKinds())('osign over the values as used on %s', (kind) => {
  let target: SecurityTarget<undefined>;
  let player: Session;

  beforeAll(async () => {
    target = await startTarget(kind);
    player = await guest(target.server.http);
  }, 120_000);

  afterAll(async () => {
    await target.remove();
  });

  const sessionOf = () => ({
    userId: String(player.userId),
    h5Token: player.h5Token,
    sdkToken: player.sdkToken,
  });
  const signedAppId = (name: 'play' | 'qrCode') =>
    computeOsign(
      { appId: String(APP_ID), ...sessionOf() },
      { play: PLAY_OSIGN, qrCode: QR_CODE_OSIGN }[name],
      SPAWNED_OSIGN_SECRET,
    );

  it.each(['play', 'qrCode'] as const)('%s takes the signed text as sent', async (name) => {
    const outcome = await target.server.http.call(endpoints[name].path, {
      json: { appId: String(APP_ID), osign: signedAppId(name), ...sessionOf() },
    });
    expect(codeOf(outcome), describeOutcome(outcome)).toBe(Code.SUCCESS);
  });

  it.each(['play', 'qrCode'] as const)(
    '%s refuses an appId written otherwise than signed',
    async (name) => {
      for (const appId of LOOKALIKES) {
        const outcome = await target.server.http.call(endpoints[name].path, {
          json: { appId, osign: signedAppId(name), ...sessionOf() },
        });
        expect(codeOf(outcome), `${JSON.stringify(appId)}: ${describeOutcome(outcome)}`).toBe(
          Code.INVALID_SIGN,
        );
      }
    },
  );

  it('profile/update refuses a gender written otherwise than signed', async () => {
    const fields = { userId: String(player.userId), userToken: player.h5Token };
    const sent = (gender: string, signedGender = gender) =>
      target.server.http.call(endpoints.profileUpdate.path, {
        query: {
          ...fields,
          gender,
          osign: computeOsign(
            { ...fields, gender: signedGender },
            PROFILE_UPDATE_OSIGN,
            SPAWNED_OSIGN_SECRET,
          ),
        },
      });
    for (const gender of ['02', ' 2', '2.0', '+2']) {
      const outcome = await sent(gender);
      expect(codeOf(outcome), `${gender}: ${describeOutcome(outcome)}`).toBe(Code.INVALID_SIGN);
    }
    const altered = await sent('2', '1');
    expect(codeOf(altered), describeOutcome(altered)).toBe(Code.INVALID_SIGN);
    const exact = await sent('2');
    expect(codeOf(exact), describeOutcome(exact)).toBe(Code.SUCCESS);
  });

  it('login/h5/v4 refuses a token padded after signing', async () => {
    const session = await guest(target.server.http);
    const fields = {
      userId: String(session.userId),
      h5Token: session.h5Token,
      sdkToken: session.sdkToken,
      v: '1700000000000',
    };
    const osign = computeOsign(fields, RELOGIN_OSIGN, SPAWNED_OSIGN_SECRET);
    const padded = await target.server.http.call(endpoints.relogin.path, {
      query: { ...fields, h5Token: ` ${session.h5Token}`, osign },
    });
    expect(codeOf(padded), describeOutcome(padded)).toBe(Code.INVALID_SIGN);
    const exact = await target.server.http.call(endpoints.relogin.path, {
      query: { ...fields, osign },
    });
    expect(codeOf(exact), describeOutcome(exact)).toBe(Code.SUCCESS);
  });

  it('tracking refuses a fingerId padded after signing', async () => {
    const fingerId = 'device-signed-0001';
    const osign = computeOsign(
      { event: 'ghw_h5_view_page', fingerId },
      TRACKING_OSIGN,
      SPAWNED_OSIGN_SECRET,
    );
    const sent = (id: string) =>
      target.server.http.call(endpoints.tracking.path, {
        json: { event: 'ghw_h5_view_page', fingerId: id, osign },
      });
    const exact = await sent(fingerId);
    expect(codeOf(exact), describeOutcome(exact)).toBe(Code.SUCCESS);
    const padded = await sent(` ${fingerId} `);
    expect(codeOf(padded), describeOutcome(padded)).toBe(Code.INVALID_SIGN);
  });
});
