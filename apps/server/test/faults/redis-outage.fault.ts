import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Code, Destination, endpoints, readinessSchema } from '@portal/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, connectStomp, eventually, type StompTestClient } from '../stomp-clients.js';
import { clearRedisPrefix } from '../test-redis.js';
import { createFaultDatabase, withDatabase, type FaultDatabase } from './fault-databases.js';
import { FaultPorts } from './fault-ports.js';
import { md5, seedFaultWorld, type FaultPlayer } from './fault-world.js';
import { bodyOf, describeOutcome, type Outcome } from './http-client.js';
import {
  adminLogin,
  myGiftsPage,
  sendMessage,
  ticketDescription,
  writeTicket,
} from './player-calls.js';
import { redisControl } from './redis-service.js';
import type { ServiceControl } from './service-control.js';
import { startServer, type SpawnedServer } from './spawned-server.js';

/** A push reaches a connected client within this long, through Redis or locally. */
const DELIVERY_MS = 2_000;
/** How long the server may take to notice Redis is gone, and to be back on it once it returns. */
const NOTICE_MS = 5_000;
const RECOVERY_MS = 10_000;
/** An answer slower than this while Redis is away would mean requests wait on it. */
const PROMPT_MS = 3_000;

const ok = (outcome: Outcome) =>
  outcome.kind === 'answered' && outcome.status === 200 && outcome.envelope?.code === 200;

const redis = await redisControl();

describe('Redis stopped under a running server', () => {
  const prefix = `faults:${randomBytes(6).toString('hex')}:`;
  const clients: StompTestClient[] = [];
  let control: ServiceControl | undefined;
  let target: FaultDatabase | undefined;
  let server: SpawnedServer | undefined;

  afterAll(async () => {
    // Whatever happened, Redis runs again before anything else is cleaned up.
    await control?.start();
    await Promise.all(clients.map((c) => c.disconnect()));
    if (server && !server.exited()) await server.kill();
    if (server && process.env.TEST_REDIS_URL) {
      await clearRedisPrefix(process.env.TEST_REDIS_URL, prefix);
    }
    await target?.remove();
  });

  it('keeps serving, delivers pushes locally while it is down, and shares them again after', async (ctx) => {
    if ('skipped' in redis) return ctx.skip(`skipped: ${redis.skipped}`);
    const redisUrl = process.env.TEST_REDIS_URL ?? '';
    const db = await createFaultDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    target = db;
    const world = await withDatabase(db, (database) =>
      seedFaultWorld(database.db, { players: 2, codes: 1 }),
    );
    const running = await startServer({
      ...FaultPorts.redisOutage,
      dataDir: db.dataDir,
      databaseUrl: db.url,
      redisUrl,
      redisPrefix: prefix,
    });
    server = running;
    const redisState = async () =>
      bodyOf(await running.http.call('/readyz'), readinessSchema)?.checks.redis;
    expect(await eventually(async () => (await redisState()) === 'ok', RECOVERY_MS)).toBe(true);

    // A player on the realtime endpoint, and the admin console that sends them messages.
    const [player, latecomer] = world.players;
    if (!player || !latecomer) throw new Error('two players were seeded');
    const cookie = await adminLogin(running.http, world.admin);
    const listen = async (who: FaultPlayer) => {
      const client = await connectStomp(running.http.baseUrl, {
        h5Token: who.h5Token,
        userId: String(who.userId),
      });
      clients.push(client);
      const queue = collect(client.client, Destination.userQueue(who.userId));
      // The SUBSCRIBE frame is on its way; a push sent before it lands would not be queued.
      await sleep(200);
      return queue;
    };
    const queue = await listen(player);
    let sent = 0;
    /** Sends a message and answers how long its push took to reach the player's socket. */
    const pushTo = async (who: FaultPlayer, bodies: unknown[], moment: string) => {
      sent += 1;
      const title = `Message ${sent}, ${moment}`;
      const started = Date.now();
      const outcome = await sendMessage(running.http, cookie, who.userId, title);
      expect(ok(outcome), describeOutcome(outcome)).toBe(true);
      const arrived = await eventually(
        () => bodies.some((body) => JSON.stringify(body).includes(title)),
        DELIVERY_MS,
      );
      expect(arrived, `the push of "${title}" reached the socket`).toBe(true);
      return { title, ms: Date.now() - started };
    };
    await pushTo(player, queue.bodies, 'before the outage');

    control = redis.control;
    const stopping = Date.now();
    let outage: { noticedMs: number; served: string[]; pushMs: number; latecomerMs: number };
    let restartMs: number;
    try {
      await redis.control.stop();
      const stopped = Date.now();
      expect(await eventually(async () => (await redisState()) !== 'ok', NOTICE_MS)).toBe(true);
      const noticedMs = Date.now() - stopped;

      // The API keeps serving what needs no Redis, promptly.
      const calls: [string, () => Promise<Outcome>][] = [
        ['the Gift Center', () => running.http.call(endpoints.giftList.path)],
        ['My Gifts', () => myGiftsPage(running.http, player)],
        [
          'a new ticket',
          () =>
            writeTicket(
              running.http,
              player,
              world.ticketTypeId,
              ticketDescription(player, 'a Redis outage'),
            ),
        ],
        ['the health probe', () => running.http.call('/healthz')],
      ];
      const served: string[] = [];
      for (const [what, call] of calls) {
        const outcome = await call();
        // /healthz answers bare JSON; every other call answers the envelope.
        const answer = outcome.kind === 'answered' && (outcome.envelope?.code ?? outcome.status);
        expect(answer, `${what}: ${describeOutcome(outcome)}`).toBe(200);
        expect(outcome.ms, what).toBeLessThan(PROMPT_MS);
        served.push(`${what} ${outcome.ms} ms`);
      }

      // A call that counts attempts in Redis (a password login) counts them in memory meanwhile:
      // a wrong password gets its own answer, promptly, not a server error.
      const login = await running.http.call(endpoints.accountLogin.path, {
        json: { userName: 'nobody@example.com', password: md5('wrong'), loginType: '0' },
      });
      expect(login.kind === 'answered' && login.envelope?.code, describeOutcome(login)).toBe(
        Code.ACCOUNT_PASSWORD_ERROR,
      );
      expect(login.ms).toBeLessThan(PROMPT_MS);
      served.push(`a password login: ${describeOutcome(login)}`);

      // Pushes fall back to this process's own sockets, including one that connects now.
      const during = await pushTo(player, queue.bodies, 'during the outage');
      const lateQueue = await listen(latecomer);
      const late = await pushTo(latecomer, lateQueue.bodies, 'to a socket opened during it');
      outage = { noticedMs, served, pushMs: during.ms, latecomerMs: late.ms };
    } finally {
      const restarting = Date.now();
      await redis.control.start();
      restartMs = Date.now() - restarting;
    }
    const back = Date.now();
    expect(await eventually(async () => (await redisState()) === 'ok', RECOVERY_MS)).toBe(true);
    const recoveredMs = Date.now() - back;

    // Shared again: the push travels through Redis, where a subscriber of its own sees it.
    const watcher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const onRedis: string[] = [];
    try {
      watcher.on('message', (_channel: string, message: string) => onRedis.push(message));
      await watcher.subscribe(`${prefix}bus:push`);
      const after = await pushTo(player, queue.bodies, 'after the outage');
      expect(
        await eventually(() => onRedis.some((message) => message.includes(after.title)), 1_000),
        'the push went through Redis',
      ).toBe(true);
    } finally {
      watcher.disconnect();
    }
    expect(running.exited(), running.output()).toBe(false);

    await ctx.annotate(
      [
        `Redis away for ${back - stopping} ms (start ${restartMs} ms);`,
        `/readyz said so after ${outage.noticedMs} ms;`,
        `served while away: ${outage.served.join(', ')};`,
        `pushes delivered locally in ${outage.pushMs} ms (a socket opened during the outage: ${outage.latecomerMs} ms);`,
        `ready on Redis again ${recoveredMs} ms after its return, pushes shared through it.`,
      ].join(' '),
    );
  });
});
