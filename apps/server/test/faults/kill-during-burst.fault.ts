import { Code } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { giftCodes, tickets } from '../../src/db/schema.js';
import { MANY_PLAYERS_LIMITS } from '../many-players.js';
import { createFaultDatabase, withDatabase, type FaultDatabase } from './fault-databases.js';
import { FaultPorts } from './fault-ports.js';
import { seedFaultWorld, type FaultPlayer } from './fault-world.js';
import { describeOutcome, type Outcome } from './http-client.js';
import {
  claimGift,
  myCodes,
  readClaim,
  readTicket,
  ticketDescription,
  ticketDetail,
  writeTicket,
} from './player-calls.js';
import { startServer, type SpawnedServer } from './spawned-server.js';
import { runPool } from './worker-pool.js';

const PLAYERS = 240;
/** Fewer codes than players, so the pool runs out and every code is fought over. */
const CODES = 80;
const CONCURRENCY = 48;
/** The kill comes once this many requests were acknowledged, with the rest in flight or queued. */
const KILL_AFTER_ACKS = 100;

interface Operation {
  kind: 'claim' | 'ticket';
  player: FaultPlayer;
}

interface AckedTicket {
  player: FaultPlayer;
  queryId: number;
  ticketNo: string;
  description: string;
}

const targets = [
  { kind: 'pglite' as const, ports: FaultPorts.burstPglite, skipped: undefined },
  {
    kind: 'postgres' as const,
    ports: FaultPorts.burstPostgres,
    skipped: process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
  },
];

describe.each(targets)('kill -9 during a burst of gift claims and tickets ($kind)', (run) => {
  let target: FaultDatabase | undefined;
  const servers: SpawnedServer[] = [];

  afterAll(async () => {
    for (const server of servers) if (!server.exited()) await server.kill();
    await target?.remove();
  });

  it('keeps every acknowledged claim and ticket after a restart, and gives no code twice', async (ctx) => {
    if (run.skipped) return ctx.skip(`skipped: ${run.skipped}`);
    const db = await createFaultDatabase(run.kind);
    target = db;
    const world = await withDatabase(db, (database) =>
      seedFaultWorld(database.db, { players: PLAYERS, codes: CODES }),
    );
    // 240 players on one address, each writing a ticket at once.
    const settings = {
      ...run.ports,
      dataDir: db.dataDir,
      databaseUrl: db.url,
      env: MANY_PLAYERS_LIMITS,
    };
    const first = await startServer(settings);
    servers.push(first);

    // The burst: every player claims a code of the gift and writes a ticket, 48 at a time.
    const claims = new Map<number, string>();
    const acked: AckedTicket[] = [];
    const unanswered: Outcome[] = [];
    let acks = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killing: Promise<void> | undefined;
    const operations: Operation[] = world.players.flatMap((player) => [
      { kind: 'claim' as const, player },
      { kind: 'ticket' as const, player },
    ]);
    const burstStarted = Date.now();
    const taken = await runPool(
      operations,
      CONCURRENCY,
      async ({ kind, player }) => {
        inFlight += 1;
        const description = ticketDescription(player, 'the burst');
        const outcome =
          kind === 'claim'
            ? await claimGift(first.http, player, world.gift.giftKey)
            : await writeTicket(first.http, player, world.ticketTypeId, description);
        inFlight -= 1;
        if (outcome.kind === 'no_answer') unanswered.push(outcome);
        const claim = kind === 'claim' ? readClaim(outcome) : undefined;
        const ticket = kind === 'ticket' ? readTicket(outcome) : undefined;
        if (claim) claims.set(player.userId, claim.code);
        if (ticket) acked.push({ player, ...ticket, description });
        if (claim || ticket) acks += 1;
        if (!killing && acks >= KILL_AFTER_ACKS) {
          inFlightAtKill = inFlight;
          killing = first.kill();
        }
      },
      () => killing !== undefined,
    );
    await killing;
    const burstMs = Date.now() - burstStarted;
    expect(killing, 'the server was killed during the burst').toBeDefined();
    expect(inFlightAtKill, 'requests were in flight at the kill').toBeGreaterThan(0);

    const restartStarted = Date.now();
    const second = await startServer(settings);
    servers.push(second);
    const restartMs = Date.now() - restartStarted;

    // The restarted server answers every acknowledged claim and ticket.
    await runPool([...claims], 16, async ([userId, code]) => {
      const player = world.players.find((p) => p.userId === userId);
      if (!player) throw new Error(`unknown player ${userId}`);
      expect(await myCodes(second.http, player)).toEqual([code]);
    });
    await runPool(acked, 16, async (ticket) => {
      const outcome = await ticketDetail(second.http, ticket.player, ticket.queryId);
      expect(
        outcome.kind === 'answered' && outcome.envelope?.data,
        describeOutcome(outcome),
      ).toMatchObject({
        ticketNo: ticket.ticketNo,
        queryConvDetail: [expect.objectContaining({ convContent: ticket.description })],
      });
    });

    // The players left without an acknowledged code try again: each gets one code at most.
    const retrying = world.players.filter((p) => !claims.has(p.userId));
    const alreadyHeld: FaultPlayer[] = [];
    const retryCodes: number[] = [];
    await runPool(retrying, CONCURRENCY, async (player) => {
      const outcome = await claimGift(second.http, player, world.gift.giftKey);
      const claim = readClaim(outcome);
      if (claim) claims.set(player.userId, claim.code);
      const code = outcome.kind === 'answered' ? outcome.envelope?.code : undefined;
      if (code === Code.GIFT_ALREADY_CLAIMED) alreadyHeld.push(player);
      retryCodes.push(code ?? -1);
    });
    const answers: number[] = [Code.SUCCESS, Code.GIFT_ALREADY_CLAIMED, Code.GIFT_NO_CODES_LEFT];
    expect(
      retryCodes.filter((code) => !answers.includes(code)),
      'a retry is answered with a code, "already claimed" or "none left"',
    ).toEqual([]);
    expect(await second.stop(), 'a clean shutdown').toBe(0);

    // The database agrees: each acknowledged code is its claimant's, and no one has two.
    const { held, stored } = await withDatabase(db, async ({ db: reader }) => ({
      held: await reader
        .select({ code: giftCodes.code, owner: giftCodes.claimedBy })
        .from(giftCodes)
        .where(eq(giftCodes.giftId, world.gift.giftId)),
      stored: await reader
        .select({
          ticketId: tickets.ticketId,
          ticketNo: tickets.ticketNo,
          userId: tickets.userId,
          description: tickets.description,
        })
        .from(tickets)
        .where(
          inArray(
            tickets.userId,
            world.players.map((p) => p.userId),
          ),
        ),
    }));
    const ownerOf = new Map(held.map((row) => [row.code, row.owner]));
    for (const [userId, code] of claims) expect(ownerOf.get(code), code).toBe(userId);
    const ackedCodes = [...claims.values()];
    expect(new Set(ackedCodes).size, 'no code acknowledged twice').toBe(ackedCodes.length);
    const owners = held.flatMap((row) => (row.owner === null ? [] : [row.owner]));
    expect(new Set(owners).size, 'no player holds two codes').toBe(owners.length);
    expect(owners, 'the pool ran out exactly: no code lost, none given twice').toHaveLength(CODES);
    for (const player of alreadyHeld) {
      expect(owners, 'a claim in flight at the kill kept its code').toContain(player.userId);
    }

    const storedById = new Map(stored.map((row) => [row.ticketId, row]));
    for (const ticket of acked) {
      expect(storedById.get(ticket.queryId)).toEqual({
        ticketId: ticket.queryId,
        ticketNo: ticket.ticketNo,
        userId: ticket.player.userId,
        description: ticket.description,
      });
    }
    const perPlayer = new Map<number, number>();
    for (const row of stored) perPlayer.set(row.userId, (perPlayer.get(row.userId) ?? 0) + 1);
    expect(Math.max(...perPlayer.values()), 'no ticket stored twice').toBe(1);

    await ctx.annotate(
      [
        `${run.kind}: ${taken} of ${operations.length} requests sent in ${burstMs} ms,`,
        `killed after ${acks} acknowledgements with ${inFlightAtKill} in flight`,
        `(${unanswered.length} never answered);`,
        `acknowledged before the kill: ${acks - acked.length} claims, ${acked.length} tickets,`,
        `all present after a restart of ${restartMs} ms;`,
        `unanswered claims that had been committed: ${alreadyHeld.length} (their retry: "already claimed");`,
        `${owners.length}/${CODES} codes held by ${owners.length} distinct players.`,
      ].join(' '),
    );
  });
});
