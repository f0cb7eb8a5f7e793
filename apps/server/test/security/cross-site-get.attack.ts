import {
  adminEndpoints,
  endpoints,
  messageDetailSchema,
  messageListResponseSchema,
  PRIVACY_AGREED,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaultWorld, sessionFields, type FaultWorld } from '../faults/fault-world.js';
import { acknowledged, describeOutcome } from '../faults/http-client.js';
import { adminLogin } from '../faults/player-calls.js';
import { profileOf, sessionCookie } from './origins-calls.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/** What a browser sends for `<img src>` or `new Image().src` on another site's page. */
const IMAGE_FROM_ELSEWHERE = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
};

/**
 * State-changing GETs fired by an image: a hosted game's `new Image().src =
 * '/api/user/profile/update?nickname=...'`, or an `<img>` in a message the player opened, sent the
 * session cookie and no Origin, and changed the profile and agreed the privacy policy.
 */
describe.each(targetKinds())('state-changing GETs from images (%s)', (kind) => {
  let target: SecurityTarget<FaultWorld>;
  const world = () => {
    const [player, other] = target.world.players;
    if (!player || !other) throw new Error('the world has two players');
    return { player, other };
  };

  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedFaultWorld(db, { players: 2, codes: 1 }),
    });
  });
  afterAll(async () => {
    await target?.remove();
  });

  it.each([
    ['marked cross-site', IMAGE_FROM_ELSEWHERE],
    ['without Sec-Fetch headers, Origin or Referer', {}],
    ['with a foreign Referer', { referer: 'http://127.0.0.1:9/game.html' }],
  ])('changes nothing %s', async (_how, headers: Record<string, string>) => {
    const { player } = world();
    const before = await profileOf(target.server.http, player);
    const cookie = sessionCookie(player);
    const update = await target.server.http.call(endpoints.profileUpdate.path, {
      query: { nickname: 'Pwned' },
      headers: { ...headers, cookie },
    });
    const agree = await target.server.http.call(endpoints.privacyAgree.path, {
      headers: { ...headers, cookie },
    });
    const after = await profileOf(target.server.http, player);
    expect(after.nickname, describeOutcome(update)).toBe(before.nickname);
    expect(after.privacyUrl, describeOutcome(agree)).not.toBe(PRIVACY_AGREED);
    expect(update.kind === 'answered' && update.status).toBe(403);
    expect(agree.kind === 'answered' && agree.status).toBe(403);
  });

  it('still takes the site own calls, and the publisher clients tokens as fields', async () => {
    const { player, other } = world();
    const sameOrigin = await target.server.http.call(endpoints.profileUpdate.path, {
      query: { nickname: 'Site' },
      headers: { 'sec-fetch-site': 'same-origin', cookie: sessionCookie(player) },
    });
    expect(sameOrigin.kind === 'answered' && sameOrigin.envelope?.code).toBe(200);
    expect((await profileOf(target.server.http, player)).nickname).toBe('Site');
    // An older browser without Sec-Fetch headers: the Referer shows the site's own page.
    const byReferer = await target.server.http.call(endpoints.profileUpdate.path, {
      query: { nickname: 'Referred' },
      headers: { referer: `${target.siteOrigin}/pc/account`, cookie: sessionCookie(player) },
    });
    expect(byReferer.kind === 'answered' && byReferer.envelope?.code).toBe(200);
    const byFields = await target.server.http.call(endpoints.profileUpdate.path, {
      query: { nickname: 'Client', ...sessionFields(other) },
      headers: IMAGE_FROM_ELSEWHERE,
    });
    expect(byFields.kind === 'answered' && byFields.envelope?.code).toBe(200);
    expect((await profileOf(target.server.http, other)).nickname).toBe('Client');
  });

  it('keeps no image pointing at the API in a message body', async () => {
    const { player } = world();
    const admin = await adminLogin(target.server.http, target.world.admin);
    const images = [
      '/api/user/profile/update?nickname=Pwned',
      `${target.siteOrigin}/api/user/privacy/agree`,
      '//localhost/api/user/privacy/agree',
      '/%61pi/user/profile/update?nickname=Pwned',
      '/./api/user/logout/h5',
      'https://cdn.example/picture.png',
    ];
    const content = images.map((src) => `<p><img src="${src}" alt="x"></p>`).join('');
    const sent = await target.server.http.call(adminEndpoints.messageSend.path, {
      json: { audience: 'user', userId: player.userId, type: 'system', title: 'News', content },
      headers: { cookie: admin },
    });
    expect(sent.kind === 'answered' && sent.envelope?.code, describeOutcome(sent)).toBe(200);
    const list = acknowledged(
      await target.server.http.call(endpoints.messageList.path, { query: sessionFields(player) }),
      messageListResponseSchema,
    );
    const notifId = list?.notifList.find((m) => m.notifTitle === 'News')?.notifId;
    expect(notifId).toBeDefined();
    const detail = acknowledged(
      await target.server.http.call(endpoints.messageDetail.path, {
        query: { notifId: String(notifId), ...sessionFields(player) },
      }),
      messageDetailSchema,
    );
    const kept = [...(detail?.notifContent ?? '').matchAll(/<img[^>]*src="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(kept).toEqual(['https://cdn.example/picture.png']);
  });
});
