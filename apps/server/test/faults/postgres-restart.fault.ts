import { setTimeout as sleep } from 'node:timers/promises';
import { readinessSchema } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { MANY_PLAYERS_LIMITS } from '../many-players.js';
import { createFaultDatabase, withDatabase, type FaultDatabase } from './fault-databases.js';
import { FaultPorts } from './fault-ports.js';
import { seedFaultWorld } from './fault-world.js';
import { bodyOf, describeOutcome, REQUEST_TIMEOUT_MS, type Outcome } from './http-client.js';
import { myGiftsPage, ticketDescription, writeTicket } from './player-calls.js';
import { postgresControl } from './postgres-service.js';
import type { ServiceControl } from './service-control.js';
import { startServer, type SpawnedServer } from './spawned-server.js';

const WORKERS = 8;
/** Each worker's pause between requests: steady load without a flood of failures to log. */
const PAUSE_MS = 25;
const WARM_UP_MS = 1_500;
/** Long enough to see requests fail, short enough not to disturb others using the server. */
const OUTAGE_MS = 3_000;
/** The server must serve again within this long of PostgreSQL's return, by itself. */
const RECOVERY_MS = 5_000;
const AFTER_RETURN_MS = RECOVERY_MS + 2_500;

interface Sample {
  outcome: Outcome;
  endedAt: number;
}

const ok = (outcome: Outcome) =>
  outcome.kind === 'answered' && outcome.status === 200 && outcome.envelope?.code === 200;

const pg = await postgresControl();

describe('PostgreSQL restarted under load', () => {
  let control: ServiceControl | undefined;
  let target: FaultDatabase | undefined;
  let server: SpawnedServer | undefined;

  afterAll(async () => {
    // Whatever happened, PostgreSQL runs again before anything else is cleaned up.
    await control?.start();
    if (server && !server.exited()) await server.kill();
    await target?.remove();
  });

  it('fails requests cleanly during the outage and serves again within 5 s, without a restart', async (ctx) => {
    if ('skipped' in pg) return ctx.skip(`skipped: ${pg.skipped}`);
    const db = await createFaultDatabase('postgres');
    target = db;
    const world = await withDatabase(db, (database) =>
      seedFaultWorld(database.db, { players: WORKERS, codes: 1 }),
    );
    const running = await startServer({
      ...FaultPorts.postgresRestart,
      dataDir: db.dataDir,
      databaseUrl: db.url,
      // Players on one address writing tickets without a pause between them.
      env: MANY_PLAYERS_LIMITS,
    });
    server = running;

    // Each worker is a player reading My Gifts and writing tickets, one request after another.
    const samples: Sample[] = [];
    let loading = true;
    const workers = world.players.map(async (player, index) => {
      for (let round = 0; loading; round += 1) {
        const outcome =
          (round + index) % 2 === 0
            ? await myGiftsPage(running.http, player)
            : await writeTicket(
                running.http,
                player,
                world.ticketTypeId,
                ticketDescription(player, 'a PostgreSQL restart'),
              );
        samples.push({ outcome, endedAt: Date.now() });
        await sleep(PAUSE_MS);
      }
    });

    let stopping = 0;
    let stopped = 0;
    let back = 0;
    let restarting = 0;
    let restartMs: number | undefined;
    let duringOutage: Outcome | undefined;
    try {
      await sleep(WARM_UP_MS);
      control = pg.control;
      stopping = Date.now();
      await pg.control.stop();
      stopped = Date.now();
      await sleep(OUTAGE_MS / 2);
      duringOutage = await running.http.call('/readyz');
      await sleep(OUTAGE_MS / 2);
      restarting = Date.now();
      const starting = pg.control.start();
      // The moment PostgreSQL answers queries again, seen by a client of its own.
      for (const end = Date.now() + 60_000; !(await pg.control.answers()); await sleep(50)) {
        if (Date.now() > end) {
          await starting;
          throw new Error('PostgreSQL started but answers no query');
        }
      }
      back = Date.now();
      await starting;
      restartMs = Date.now() - restarting;
      await sleep(AFTER_RETURN_MS);
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    const afterwards = await running.http.call('/readyz');

    expect(running.exited(), `the server kept running:\n${running.output()}`).toBe(false);
    const warmUp = samples.filter((s) => s.endedAt < stopping);
    expect(warmUp.length).toBeGreaterThan(0);
    expect(warmUp.filter((s) => !ok(s.outcome)).map((s) => describeOutcome(s.outcome))).toEqual([]);

    // Every request had an answer in time: no hang, no dropped connection.
    const unanswered = samples.filter((s) => s.outcome.kind === 'no_answer');
    expect(unanswered.map((s) => describeOutcome(s.outcome))).toEqual([]);

    // While PostgreSQL was away: 503 and a server error in the envelope, promptly. The window closes when
    // the restart begins: the server may reach PostgreSQL again before this test's own probe does.
    const outage = samples.filter((s) => s.outcome.startedAt >= stopped && s.endedAt < restarting);
    expect(outage.length, 'requests were made during the outage').toBeGreaterThan(0);
    const unclean = outage.filter(
      ({ outcome }) =>
        outcome.kind !== 'answered' ||
        outcome.status !== 503 ||
        outcome.envelope === null ||
        outcome.envelope.code === 200 ||
        outcome.envelope.msg === '',
    );
    expect(unclean.map((s) => describeOutcome(s.outcome))).toEqual([]);
    const slowest = Math.max(...outage.map((s) => s.outcome.ms));
    expect(slowest).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(duringOutage && bodyOf(duringOutage, readinessSchema)).toMatchObject({
      status: 'unavailable',
    });

    // Back within 5 s of PostgreSQL's return, and every request from then on succeeds.
    const recovered = samples.filter((s) => s.outcome.startedAt >= back && ok(s.outcome));
    const firstSuccess = Math.min(...recovered.map((s) => s.endedAt));
    expect(firstSuccess - back, 'time to the first success').toBeLessThanOrEqual(RECOVERY_MS);
    const late = samples.filter((s) => s.outcome.startedAt >= back + RECOVERY_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((s) => !ok(s.outcome)).map((s) => describeOutcome(s.outcome))).toEqual([]);
    expect(bodyOf(afterwards, readinessSchema)).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'off' },
    });

    const codes = new Set(
      outage.map((s) => (s.outcome.kind === 'answered' ? s.outcome.envelope?.code : undefined)),
    );
    const statuses = new Set(
      outage.map((s) => (s.outcome.kind === 'answered' ? s.outcome.status : undefined)),
    );
    await ctx.annotate(
      [
        `PostgreSQL away for ${back - stopping} ms (stop ${stopped - stopping} ms, start ${restartMs} ms);`,
        `${samples.length} requests, ${outage.length} during the outage, all answered`,
        `(HTTP ${[...statuses].join(', ')} with codes ${[...codes].join(', ')}, slowest ${slowest} ms);`,
        `first success ${firstSuccess - back} ms after its return; ${late.length} later requests all succeeded.`,
      ].join(' '),
    );
  });
});
