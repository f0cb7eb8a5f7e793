import { Destination, REALTIME_PATH } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaultWorld, type FaultWorld } from '../faults/fault-world.js';
import {
  rawRequest,
  sessionCookie,
  stompOverWebsocket,
  stompOverXhrPolling,
  type SocketOutcome,
} from './origins-calls.js';
import { startTarget, targetKinds, type SecurityTarget } from './security-target.js';

const EVIL = 'http://evil.example';

/**
 * A hosted game opening the realtime socket as the player: SockJS's JSONP transport is a script
 * tag, which sends the session cookie and no Origin, and the server took the cookie. The game then
 * read the player's private pushes.
 */
describe.each(targetKinds())('sockets opened by another page (%s)', (kind) => {
  let target: SecurityTarget<FaultWorld>;
  let base: string;
  const player = () => {
    const [first] = target.world.players;
    if (!first) throw new Error('the world has a player');
    return first;
  };
  const privatePushes = (outcome: SocketOutcome) =>
    outcome.later.filter((frame) => frame.startsWith('MESSAGE'));

  beforeAll(async () => {
    target = await startTarget(kind, {
      seed: (db) => seedFaultWorld(db, { players: 1, codes: 1 }),
    });
    base = `http://127.0.0.1:${target.port}`;
  });
  afterAll(async () => {
    await target?.remove();
  });

  it.each(['jsonp?c=x', 'htmlfile?c=x', 'eventsource'])(
    'refuses the %s transport',
    async (transport) => {
      const answer = await rawRequest(base, `${REALTIME_PATH}/000/abcdefgh/${transport}`, {
        headers: { cookie: sessionCookie(player()) },
      });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toMatch(/^x\(|"o"|<script/);
    },
  );

  it('serves no iframe page that loads a script from elsewhere', async () => {
    const answer = await rawRequest(base, `${REALTIME_PATH}/iframe.html`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('cdn.');
  });

  it('does not hand /info out to other origins with credentials', async () => {
    const answer = await rawRequest(base, `${REALTIME_PATH}/info`, { headers: { origin: EVIL } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).not.toBe(EVIL);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['no Origin', {}],
  ])('gives a websocket with the cookie and %s no player', async (_how, origin) => {
    const outcome = await stompOverWebsocket(
      base,
      { ...origin, cookie: sessionCookie(player()) },
      player().userId,
    );
    expect(outcome.connected?.['user-name']).toBeUndefined();
    expect(privatePushes(outcome)).toEqual([]);
  });

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['no Origin', {}],
  ])('gives an xhr socket with the cookie and %s no player', async (_how, origin) => {
    const outcome = await stompOverXhrPolling(
      base,
      { ...origin, cookie: sessionCookie(player()) },
      player().userId,
    );
    expect(outcome.connected?.['user-name']).toBeUndefined();
    expect(privatePushes(outcome)).toEqual([]);
  });

  it('still knows the player on the site own websocket and xhr sockets', async () => {
    const queue = Destination.userQueue(player().userId);
    const headers = { origin: target.siteOrigin, cookie: sessionCookie(player()) };
    for (const open of [stompOverWebsocket, stompOverXhrPolling]) {
      const outcome = await open(base, headers, player().userId);
      expect(outcome.connected?.['user-name']).toBe(String(player().userId));
      expect(privatePushes(outcome)).toEqual([`MESSAGE ${queue}`]);
    }
  });
});
