import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseKind } from '../../test/test-database.js';
import { openDatabase, type Database, type Db } from './database.js';

const migrationsDir = new URL('../../drizzle', import.meta.url).pathname;
const pidRows = z.array(z.object({ pid: z.number() }));

const selectOne = (db: Db) =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );

/**
 * A stand-in for the PostgreSQL server on a port of its own: while it is closed, connections are
 * refused as by a stopped server; opened again, they reach the real one.
 */
function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    url: (base: URL) => {
      const url = new URL(base);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    async open() {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      const address = listening.address();
      port = typeof address === 'object' && address ? address.port : port;
      server = listening;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

/**
 * PostgreSQL going away under load: a restart, a failover, an operator's pg_terminate_backend.
 * scripts/patch-postgres.mjs guards the driver against the first case below; the second is the
 * pool's reconnect delay in database.ts. One connection per pool, so the next query must reuse
 * the one that broke.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('losing the PostgreSQL connection', () => {
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => undefined });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = async (url: string) => {
    const database = await openDatabase({ url, dataDir: '', migrationsDir, poolSize: 1 });
    opened.push(database);
    return database.db;
  };

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('under a transaction: the transaction fails, the process lives, the connection serves again', async () => {
    // The driver writes the ROLLBACK to the closed connection. Unguarded, that write threw from a
    // timer and ended the process, and the bytes it left queued stalled the next connection start.
    const db = await open(databaseUrl.toString());
    let pid: number | undefined;
    const failed = db
      .transaction(async (tx) => {
        pid = pidRows.parse(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
        await tx.execute(sql`select pg_sleep(10)`);
      })
      .then(
        () => 'committed',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    while (pid === undefined) await sleep(20);
    await admin`select pg_terminate_backend(${pid})`;

    expect(await failed).toMatch(/CONNECTION_CLOSED|terminat/i);
    // The ROLLBACK goes out on the next turns of the event loop; the process must outlive them.
    await sleep(200);
    const started = Date.now();
    expect(await selectOne(db)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('while the server is away: queries fail at once, and it is found within a second of its return', async () => {
    const proxy = createProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
    await proxy.open();
    const db = await open(proxy.url(databaseUrl));
    expect(await selectOne(db)).toBe(true);

    await proxy.close();
    // Two seconds of refused connections: with the driver's own backoff the pool waited longer
    // and longer between attempts, and queries with it.
    const waits: number[] = [];
    for (const end = Date.now() + 2_000; Date.now() < end;) {
      const started = Date.now();
      expect(await selectOne(db)).toBe(false);
      waits.push(Date.now() - started);
    }
    expect(Math.max(...waits)).toBeLessThan(1_000);

    await proxy.open();
    const back = Date.now();
    while (!(await selectOne(db))) expect(Date.now() - back).toBeLessThan(1_500);
  });
});
