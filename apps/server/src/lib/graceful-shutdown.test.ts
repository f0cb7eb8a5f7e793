import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { connectStomp, eventually } from '../../test/stomp-clients.js';
import { openTestDatabase } from '../../test/test-database.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { SHUTDOWN_MESSAGE } from '../realtime/realtime-module.js';
import { createShutdown } from './graceful-shutdown.js';

interface Running {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
  /** Resolves when the slow route has started to answer a request. */
  slowStarted: Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The portal on a real port, with a route that takes `slowMs` to answer. */
async function start(slowMs: number): Promise<Running> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }), database);
  let started: () => void = () => undefined;
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  app.get('/test/slow', async () => {
    started();
    await sleep(slowMs);
    return { finished: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, baseUrl: `http://127.0.0.1:${port}`, slowStarted };
}

/** The process's answer to a signal, over `running`'s app and database; exit codes go to `exits`. */
const shutdownOf = (
  running: Pick<Running, 'app' | 'database'>,
  exits: number[],
  timing: { graceMs: number; drainMs?: number },
) =>
  createShutdown({
    apps: [running.app],
    closeDatabase: () => running.database.close(),
    log: running.app.log,
    ...timing,
    exit: (code) => exits.push(code),
  });

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('graceful shutdown', () => {
  it('finishes the request in flight, ends sockets with ERROR, closes the database, exits 0', async () => {
    const { app, database, baseUrl, slowStarted } = await start(800);
    const socket = await connectStomp(baseUrl);
    const exits: number[] = [];
    const shutdown = shutdownOf({ app, database }, exits, { graceMs: 10_000 });

    const slow = fetch(`${baseUrl}/test/slow`);
    await slowStarted;
    const stopping = shutdown('SIGTERM');

    expect(await eventually(() => refused(`${baseUrl}/healthz`))).toBe(true);
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });

    const answered = Date.now();
    await stopping;
    // The answered connection is not left to its keep-alive timeout.
    expect(Date.now() - answered).toBeLessThan(2_000);
    expect(exits).toEqual([0]);
    expect(socket.errors.map((frame) => frame.headers.message)).toEqual([SHUTDOWN_MESSAGE]);
    expect(await eventually(() => socket.closed())).toBe(true);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('closes the connections of requests still running at the deadline', async () => {
    const { app, database, baseUrl, slowStarted } = await start(5_000);
    const exits: number[] = [];
    const shutdown = shutdownOf({ app, database }, exits, { graceMs: 200 });
    const slow = fetch(`${baseUrl}/test/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await slowStarted;
    const started = Date.now();
    await shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await slow).toBe('cut off');
    expect(exits).toEqual([0]);
  });

  it('exits at once on a second signal', async () => {
    const { app, database, slowStarted, baseUrl } = await start(1_000);
    cleanups.push(() => database.close().catch(() => undefined));
    const exits: number[] = [];
    const shutdown = shutdownOf({ app, database }, exits, { graceMs: 10_000 });
    const slow = fetch(`${baseUrl}/test/slow`).catch(() => undefined);
    await slowStarted;
    const first = shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(exits).toEqual([1]);
    await first;
    await slow;
  });
  it('behind a proxy, answers a while longer, closing each connection after its answer', async () => {
    const { app, database, baseUrl } = await start(0);
    const exits: number[] = [];
    const shutdown = shutdownOf({ app, database }, exits, { graceMs: 10_000, drainMs: 600 });
    const began = Date.now();
    const stopping = shutdown('SIGTERM');
    // Still answered, and told its connection ends with the answer.
    const during = await fetch(`${baseUrl}/healthz`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(await eventually(() => refused(`${baseUrl}/healthz`), 3_000)).toBe(true);
    expect(Date.now() - began).toBeGreaterThanOrEqual(600);
    await stopping;
    expect(exits).toEqual([0]);
  });
});
