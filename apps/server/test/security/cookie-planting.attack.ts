import { clientConfigSchema, Code, endpoints, userSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaultWorld, type FaultWorld } from '../faults/fault-world.js';
import { acknowledged, describeOutcome } from '../faults/http-client.js';
import { rawRequest, sessionCookie } from './origins-calls.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

/**
 * A hosted game planting cookies on the portal: with the games on the portal's host (cookies do
 * not separate ports) a game's `document.cookie = 'h5Token=<attacker>; path=/api/user/...'` rode
 * along with the player's requests, ahead of the player's own cookie.
 */
describe.each(targetKinds())('cookies planted by a hosted game (%s)', (kind) => {
  let target: SecurityTarget<FaultWorld>;
  const players = () => {
    const [player, attacker] = target.world.players;
    if (!player || !attacker) throw new Error('the world has two players');
    return { player, attacker };
  };

  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedFaultWorld(db, { players: 2, codes: 1 }),
    });
  });
  afterAll(async () => {
    await target?.remove();
  });

  it('serves the games from a host of their own by default', async () => {
    const outcome = await target.server.http.call(endpoints.clientConfig.path);
    const config = acknowledged(outcome, clientConfigSchema);
    expect(config, describeOutcome(outcome)).toBeDefined();
    const games = new URL(config?.gamesOrigin ?? '');
    expect(games.hostname).not.toBe(new URL(target.siteOrigin).hostname);
    expect(games.port).toBe(String(target.gamesPort));
    // The page may frame that origin, and the games answer there.
    const page = await rawRequest(`http://127.0.0.1:${target.port}`, '/');
    expect(page.headers['content-security-policy']).toContain(games.origin);
    const game = await rawRequest(games.origin, '/');
    expect(game.status).toBeLessThan(500);
  });

  it('refuses a request carrying two cookies of one session name, and clears the planted one', async () => {
    const { player, attacker } = players();
    const path = endpoints.profile.path;
    // A cookie with a longer path comes first in the header: the planted one.
    const outcome = await target.server.http.call(path, {
      headers: { cookie: `h5Token=${attacker.h5Token}; ${sessionCookie(player)}` },
    });
    const user = acknowledged(outcome, userSchema);
    expect(user?.userId, 'the planted session must not be taken').not.toBe(attacker.userId);
    expect(outcome.kind === 'answered' && outcome.envelope?.code).toBe(Code.BAD_REQUEST);
    const cleared = outcome.kind === 'answered' ? (outcome.headers['set-cookie'] ?? []) : [];
    const clearing = cleared.filter((line) => line.startsWith('h5Token=;'));
    // Cleared at the path the request was made to (where a planted cookie may live) but never
    // the player's own, host-only cookie at /.
    expect(
      clearing.some((line) => line.includes(`Path=${path};`) || line.endsWith(`Path=${path}`)),
    ).toBe(true);
    expect(clearing.filter((line) => /Path=\/(;|$)/.test(line) && !/Domain=/i.test(line))).toEqual(
      [],
    );
    // The player's own cookie, alone, still works.
    const alone = await target.server.http.call(path, {
      headers: { cookie: sessionCookie(player) },
    });
    expect(acknowledged(alone, userSchema)?.userId, describeOutcome(alone)).toBe(player.userId);
  });

  it('refuses the duplicate whichever copy comes first', async () => {
    const { player, attacker } = players();
    const answer = await rawRequest(`http://127.0.0.1:${target.port}`, endpoints.profile.path, {
      headers: { cookie: `${sessionCookie(player)}; h5Token=${attacker.h5Token}` },
    });
    expect(answer.status).toBe(400);
  });
});

/**
 * Over https the session cookies are `__Host-` cookies: no other host (a sibling subdomain of a
 * games host) can set one, and a plain `h5Token` cookie planted there is not the session.
 */
describe.each(targetKinds())('session cookies over https (%s)', (kind) => {
  let target: SecurityTarget<FaultWorld>;

  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedFaultWorld(db, { players: 1, codes: 1 }),
      env: {
        PUBLIC_URL: 'https://playhaven.example',
        GAMES_ORIGIN: 'https://games.playhaven-cdn.example',
      },
    });
  });
  afterAll(async () => {
    await target?.remove();
  });

  it('reads the session from __Host- cookies only, and pins the site to https', async () => {
    const [player] = target.world.players;
    if (!player) throw new Error('the world has a player');
    const origin = { origin: 'https://playhaven.example' };
    const plain = await target.server.http.call(endpoints.profile.path, {
      headers: { ...origin, cookie: sessionCookie(player) },
    });
    expect(acknowledged(plain, userSchema), describeOutcome(plain)).toBeUndefined();
    const hosted = await target.server.http.call(endpoints.profile.path, {
      headers: { ...origin, cookie: sessionCookie(player, '__Host-') },
    });
    expect(acknowledged(hosted, userSchema)?.userId, describeOutcome(hosted)).toBe(player.userId);
    const page = await rawRequest(`http://127.0.0.1:${target.port}`, '/');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(hosted.kind === 'answered' && hosted.headers['strict-transport-security']).toMatch(
      /max-age=\d{7,}/,
    );
  });
});
