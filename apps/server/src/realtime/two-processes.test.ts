import type { AddressInfo } from 'node:net';
import {
  Destination,
  endpoints,
  PushType,
  RedDotLocation,
  type PushEnvelope,
} from '@portal/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, fieldsOf, type Player } from '../../test/players.js';
import {
  collect,
  connectStomp,
  eventually,
  type StompTestClient,
} from '../../test/stomp-clients.js';
import type { TestApp } from '../../test/test-app.js';
import { testDatabaseKind } from '../../test/test-database.js';
import { testRedisUrl } from '../../test/test-redis.js';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes.js';

const redisUrl = testRedisUrl();

let pair: TwoProcesses | undefined;
let a: TestApp;
let b: TestApp;
const urls = { a: '', b: '' };
const clients: StompTestClient[] = [];
const keep = (client: StompTestClient) => {
  clients.push(client);
  return client;
};
const baseUrlOf = (t: TestApp) =>
  `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

const carries = (bodies: unknown[], pushId: number) =>
  bodies.some((body) => (body as PushEnvelope).data.pushList.some((p) => p.pushId === pushId));

/** Ends the bus connections of both processes on the Redis server, as a network failure would. */
async function dropBusConnections(url: string, prefix: string): Promise<number> {
  const admin = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const ids = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=${prefix}bus-`))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

const tokens = (p: Player) => ({ h5Token: p.h5Token, userId: String(p.userId) });

// Two server processes need what processes share: PostgreSQL and Redis.
describe.skipIf(testDatabaseKind() !== 'postgres' || !redisUrl)('two server processes', () => {
  beforeAll(async () => {
    pair = await startTwoProcesses({ seed: false, listen: true });
    ({ a, b } = pair);
    urls.a = baseUrlOf(a);
    urls.b = baseUrlOf(b);
    expect(
      await eventually(() => a.app.bus.reach() === 'shared' && b.app.bus.reach() === 'shared'),
    ).toBe(true);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.disconnect()));
    await pair?.close();
  });

  it('delivers a push published through A to a client of B within 1 s', async () => {
    const player = await createPlayer(a);
    const atB = keep(await connectStomp(urls.b, tokens(player)));
    const topic = collect(atB.client, Destination.notify);
    const queue = collect(atB.client, Destination.userQueue(player.userId));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const common = await a.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.NEWS,
    });
    const personal = await a.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: player.userId,
    });
    expect(
      await eventually(
        () => carries(topic.bodies, common.pushId) && carries(queue.bodies, personal.pushId),
        1_000,
      ),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(personal.pushId).toBeGreaterThan(common.pushId);
  });

  it('takes push ids from one sequence, so they grow across processes', async () => {
    const ids: number[] = [];
    for (const t of [a, b, a, b])
      ids.push((await t.app.pushes.publish({ pushType: PushType.OTHER })).pushId);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it('shares again by itself after the Redis connections of both processes are dropped', async () => {
    const atB = keep(await connectStomp(urls.b));
    const topic = collect(atB.client, Destination.notify);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await dropBusConnections(redisUrl ?? '', pair?.prefix ?? '')).toBe(4);
    // Meanwhile each process still serves its own clients.
    const atA = keep(await connectStomp(urls.a));
    const topicA = collect(atA.client, Destination.notify);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const local = await a.app.pushes.publish({ pushType: PushType.OTHER });
    expect(await eventually(() => carries(topicA.bodies, local.pushId))).toBe(true);

    const back = await eventually(async () => {
      const push = await a.app.pushes.publish({ pushType: PushType.OTHER });
      return eventually(() => carries(topic.bodies, push.pushId), 300);
    }, 15_000);
    expect(back).toBe(true);
    expect(a.app.bus.reach()).toBe('shared');
    expect(b.app.bus.reach()).toBe('shared');
  });

  it("closes a player's sockets on both processes within 5 s of a logout", async () => {
    const player = await createPlayer(a);
    const onA = keep(await connectStomp(urls.a, tokens(player)));
    const onB = keep(await connectStomp(urls.b, tokens(player)));
    const bystander = keep(await connectStomp(urls.b));
    const res = await a.call({
      method: 'GET',
      url: endpoints.logout.path,
      query: fieldsOf(player),
    });
    expect(res.body.code).toBe(200);
    const started = Date.now();
    expect(await eventually(() => onA.closed() && onB.closed(), 5_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(bystander.closed()).toBe(false);
  });

  it("closes a player's sockets on both processes when every session ends", async () => {
    const player = await createPlayer(a);
    const onA = keep(await connectStomp(urls.a, tokens(player)));
    const onB = keep(await connectStomp(urls.b, tokens(player)));
    await b.app.sessions.revokeAll(player.userId);
    expect(await eventually(() => onA.closed() && onB.closed(), 5_000)).toBe(true);
  });
});
