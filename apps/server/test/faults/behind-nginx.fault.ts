import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { Code, Destination } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSignIn, isRateLimited } from '../security/limits-calls.js';
import {
  accountLogin as login,
  codeOf,
  seedGuessingWorld,
  type GuessingWorld,
} from '../security/password-guessing.js';
import {
  collect,
  connectStomp,
  eventually,
  socketUrl,
  type StompTestClient,
} from '../stomp-clients.js';
import { clearRedisPrefix } from '../test-redis.js';
import { createFaultDatabase, withDatabase, type FaultDatabase } from './fault-databases.js';
import { FaultPorts } from './fault-ports.js';
import { seedFaultWorld, type FaultPlayer, type FaultWorld } from './fault-world.js';
import { describeOutcome, type HttpClient, type Outcome } from './http-client.js';
import { startNginx, nginxProgram, type NginxProxy } from './nginx-proxy.js';
import {
  adminLogin,
  claimGift,
  myGiftsPage,
  readClaim,
  readTicket,
  sendMessage,
  ticketDetail,
  writeTicket,
} from './player-calls.js';
import { startServer, type SpawnedServer } from './spawned-server.js';

/** A push reaches a connected client within this long, through Redis. */
const DELIVERY_MS = 3_000;
const ports = FaultPorts.behindNginx;

const ok = (outcome: Outcome) =>
  outcome.kind === 'answered' && outcome.status === 200 && outcome.envelope?.code === 200;
const tokens = (p: FaultPlayer) => ({ h5Token: p.h5Token, userId: String(p.userId) });

const redisUrl = process.env.TEST_REDIS_URL;
const skipped = !process.env.TEST_DATABASE_URL
  ? 'needs PostgreSQL (TEST_DATABASE_URL)'
  : !redisUrl
    ? 'needs Redis (TEST_REDIS_URL)'
    : !nginxProgram()
      ? 'needs nginx'
      : undefined;

/**
 * A player's socket as the site keeps it: reconnecting 200 ms after it closes, subscribing again
 * each time. `seen` holds every message body and every CONNECTED body (its pending pushes).
 */
function steadySocket(baseUrl: string, who: FaultPlayer, transport: string) {
  const seen: string[] = [];
  let connects = 0;
  const client = new Client({
    webSocketFactory: () => new SockJS(socketUrl(baseUrl), null, { transports: [transport] }),
    connectHeaders: tokens(who),
    reconnectDelay: 200,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  client.onConnect = (frame) => {
    connects += 1;
    seen.push(frame.body);
    client.subscribe(Destination.userQueue(who.userId), (message) => seen.push(message.body));
  };
  client.activate();
  return {
    who,
    transport,
    connects: () => connects,
    heard: (title: string) => seen.some((body) => body.includes(title)),
    stop: () => client.deactivate(),
  };
}

/** Requests in a loop per player until stopped: a page's reads and a claim, as players make them. */
function steadyLoad(http: HttpClient, players: FaultPlayer[], giftKey: string) {
  let running = true;
  let count = 0;
  const failures: string[] = [];
  const check = (outcome: Outcome) => {
    count += 1;
    if (outcome.kind !== 'answered' || outcome.status >= 500 || !outcome.envelope) {
      failures.push(describeOutcome(outcome));
    }
  };
  const loop = async (who: FaultPlayer) => {
    while (running) {
      check(await http.call('/api/guest/client/config'));
      check(await myGiftsPage(http, who));
      check(await claimGift(http, who, giftKey));
    }
  };
  const loops = players.map(loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { count, failures };
    },
  };
}

/**
 * Three server processes on one PostgreSQL database and one Redis, behind nginx run with the
 * configuration the operations guide recommends (deploy/nginx.conf): sockets on every SockJS
 * transport hear what any process sends, the API works whichever process answers, and a limit
 * or lockout reached on one process holds on the others.
 */
describe.skipIf(skipped !== undefined)('three processes behind nginx', () => {
  const prefix = `faults:${randomBytes(6).toString('hex')}:`;
  const clients: StompTestClient[] = [];
  const servers: SpawnedServer[] = [];
  let database: FaultDatabase | undefined;
  let proxy: NginxProxy | undefined;
  let world: FaultWorld;
  let guessing: GuessingWorld;
  let adminCookie: string;
  let start: (n: number) => Promise<SpawnedServer>;

  const player = (i: number) => {
    const found = world.players[i];
    if (!found) throw new Error(`no player ${i}`);
    return found;
  };
  const through = () => {
    if (!proxy) throw new Error('nginx is not running');
    return proxy;
  };

  beforeAll(async () => {
    database = await createFaultDatabase('postgres');
    world = await withDatabase(database, (opened) =>
      seedFaultWorld(opened.db, { players: 8, codes: 20 }),
    );
    guessing = await withDatabase(database, (opened) => seedGuessingWorld(opened.db, 1));
    const env = {
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://localhost:${ports.proxy}`,
      // Guesses meet the lockout, not a captcha first (password-guessing.attack.ts does alike).
      LOGIN_CAPTCHA_AFTER_FAILURES: '1000',
    };
    const dataDir = database.dataDir;
    const databaseUrl = database.url;
    start = (n) =>
      startServer({
        ...(ports.processes[n] ?? ports.processes[0]),
        dataDir,
        databaseUrl,
        redisUrl,
        redisPrefix: prefix,
        env,
      });
    servers.push(...(await Promise.all(ports.processes.map((_, n) => start(n)))));
    proxy = await startNginx(
      ports.proxy,
      ports.processes.map((pair) => pair.port),
    );
    const first = servers[0];
    if (!first) throw new Error('no process started');
    adminCookie = await adminLogin(first.http, world.admin);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.disconnect()));
    await proxy?.stop();
    await Promise.all(servers.map((s) => (s.exited() ? Promise.resolve(null) : s.stop())));
    if (redisUrl) await clearRedisPrefix(redisUrl, prefix);
    await database?.remove();
  });

  it.each([
    ['websocket', 0],
    ['xhr-streaming', 1],
    ['xhr-polling', 2],
  ] as const)(
    'a player on %s through nginx hears a message sent through each process',
    async (transport, index) => {
      const who = player(index);
      const client = await connectStomp(through().baseUrl, tokens(who), undefined, [transport]);
      clients.push(client);
      const queue = collect(client.client, Destination.userQueue(who.userId));
      // The SUBSCRIBE frame is on its way; a push sent before it lands would not be queued.
      await sleep(300);
      for (const [n, server] of servers.entries()) {
        const title = `Over ${transport}, sent through process ${n + 1}`;
        const sent = await sendMessage(server.http, adminCookie, who.userId, title);
        expect(ok(sent), describeOutcome(sent)).toBe(true);
        const heard = await eventually(
          () => queue.bodies.some((body) => JSON.stringify(body).includes(title)),
          DELIVERY_MS,
        );
        expect(heard, title).toBe(true);
      }
      expect(client.errors).toEqual([]);
    },
  );

  it('signs players in, hands out gift codes and takes tickets whichever process answers', async () => {
    const { http } = through();
    for (let i = 0; i < 6; i += 1) {
      const signIn = await guestSignIn(http, `nginx-${i}-${randomBytes(6).toString('hex')}`);
      expect(codeOf(signIn), describeOutcome(signIn)).toBe(Code.SUCCESS);
    }
    const right = await login(
      http,
      guessing.players[0]?.email ?? '',
      guessing.players[0]?.password ?? '',
    );
    expect(codeOf(right), describeOutcome(right)).toBe(Code.SUCCESS);

    const codes = new Set<string>();
    for (let i = 3; i < 8; i += 1) {
      const who = player(i);
      const claim = readClaim(await claimGift(http, who, world.gift.giftKey));
      expect(claim?.code).toBeTruthy();
      codes.add(claim?.code ?? '');
      // Asked again, through whichever process answers now, the player is told they have it.
      expect(codeOf(await claimGift(http, who, world.gift.giftKey))).toBe(
        Code.GIFT_ALREADY_CLAIMED,
      );

      const added = readTicket(
        await writeTicket(http, who, world.ticketTypeId, `Ticket of ${who.userId} behind nginx`),
      );
      expect(added?.queryId).toEqual(expect.any(Number));
      const detail = await ticketDetail(http, who, added?.queryId ?? 0);
      expect(ok(detail), describeOutcome(detail)).toBe(true);
      expect(JSON.stringify(detail.kind === 'answered' ? detail.body : null)).toContain(
        `Ticket of ${who.userId} behind nginx`,
      );
    }
    // Five players, five different codes: no process handed out one another had.
    expect(codes.size).toBe(5);
  });

  it('a limit reached on one process holds on the others and through nginx', async () => {
    const [first, second, third] = servers;
    if (!first || !second || !third) throw new Error('three processes');
    const from = '127.0.0.7';
    const clientId = () => `limit-${randomBytes(6).toString('hex')}`;
    let limited = false;
    for (let i = 0; i < 100 && !limited; i += 1) {
      limited = isRateLimited(await guestSignIn(first.http, clientId(), from));
    }
    expect(limited).toBe(true);
    for (const http of [second.http, third.http, through().http]) {
      const refused = await guestSignIn(http, clientId(), from);
      expect(isRateLimited(refused), describeOutcome(refused)).toBe(true);
    }
  });

  it('a lockout reached on one process holds on the others and through nginx', async () => {
    const [first, second, third] = servers;
    if (!first || !second || !third) throw new Error('three processes');
    const account = guessing.players[0];
    if (!account) throw new Error('no account');
    let locked = false;
    for (let i = 0; i < 20 && !locked; i += 1) {
      locked =
        codeOf(await login(first.http, account.email, 'not-the-password')) === Code.LOGIN_LOCKED;
    }
    expect(locked).toBe(true);
    for (const http of [second.http, third.http, through().http]) {
      const refused = await login(http, account.email, account.password);
      expect(codeOf(refused), describeOutcome(refused)).toBe(Code.LOGIN_LOCKED);
    }
  });
  it('restarting the processes one at a time under load fails no request and loses no push', async (ctx) => {
    const sockets = (['websocket', 'xhr-streaming', 'xhr-polling'] as const).map((transport, i) =>
      steadySocket(through().baseUrl, player(i), transport),
    );
    try {
      expect(await eventually(() => sockets.every((s) => s.connects() >= 1), 10_000)).toBe(true);
      const began = Date.now();
      const load = steadyLoad(through().http, [3, 4, 5, 6, 7].map(player), world.gift.giftKey);
      for (const [n, old] of servers.entries()) {
        const stopping = old.stop();
        // A message to each player while a process goes away: live, or on reconnecting.
        const title = (socket: (typeof sockets)[number]) =>
          `Restart ${n + 1}, for ${socket.transport}`;
        for (const socket of sockets) {
          const sent = await sendMessage(
            through().http,
            adminCookie,
            socket.who.userId,
            title(socket),
          );
          expect(ok(sent), describeOutcome(sent)).toBe(true);
        }
        expect(await stopping).toBe(0);
        servers[n] = await start(n);
        for (const socket of sockets) {
          expect(await eventually(() => socket.heard(title(socket)), 10_000), title(socket)).toBe(
            true,
          );
        }
      }
      const { count, failures } = await load.stop();
      expect(count).toBeGreaterThan(100);
      const log = failures.length > 0 ? await through().errors() : '';
      expect(failures, `${failures.slice(0, 5).join('\n')}\nnginx: ${log}`).toEqual([]);
      // Each socket lost its process at least once and came back.
      for (const socket of sockets) expect(socket.connects(), socket.transport).toBeGreaterThan(1);
      await ctx.annotate(
        `${count} requests through nginx over three restarts in ${Date.now() - began} ms, none failed; ` +
          `connections per socket: ${sockets.map((s) => `${s.transport} ${s.connects()}`).join(', ')}.`,
      );
    } finally {
      await Promise.all(sockets.map((s) => s.stop()));
    }
  });
});
