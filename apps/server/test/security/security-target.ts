import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Db } from '../../src/db/database.js';
import {
  createFaultDatabase,
  withDatabase,
  type FaultDatabase,
} from '../faults/fault-databases.js';
import { startServer, type SpawnedServer } from '../faults/spawned-server.js';
import { clearRedisPrefix } from '../test-redis.js';

/**
 * The security suite (`npm run test:security`) replays attacks against the built server started as
 * a deployment starts it: `NODE_ENV=production` and every other setting at its default. Each
 * attack runs on the embedded PGlite alone and, when the machine's servers answer
 * (TEST_DATABASE_URL and TEST_REDIS_URL), on PostgreSQL with Redis.
 */
export type TargetKind = 'pglite' | 'postgres-redis';

export const targetKinds = (): TargetKind[] =>
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? ['pglite', 'postgres-redis']
    : ['pglite'];

export interface SecurityTarget<World> {
  kind: TargetKind;
  server: SpawnedServer;
  /** The site's own origin as the server was told it (`http://localhost:<port>` by default). */
  siteOrigin: string;
  port: number;
  gamesPort: number;
  /** What `seed` wrote before the server started. */
  world: World;
  database: FaultDatabase;
  /** Stops the server and removes its data (and its Redis keys). */
  remove(): Promise<void>;
}

/** A port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Two free ports in a row: the site's and, next to it, the games origin's. */
async function portPair(): Promise<{ port: number; gamesPort: number }> {
  for (;;) {
    const port = await freePort();
    const taken = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(true));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (!taken && port + 1 < 65_536) return { port, gamesPort: port + 1 };
  }
}

/**
 * Starts the built server on fresh data of `kind`, with `seed` run on that data first (PGlite
 * allows one process at a time, so seeding comes before the server opens it). `env` adds
 * settings for the rare attack that needs one; everything else stays at its default.
 */
export async function startTarget<World = undefined>(
  kind: TargetKind,
  options: {
    seed?: (db: Db) => Promise<World>;
    env?: Record<string, string>;
  } = {},
): Promise<SecurityTarget<World>> {
  const database = await createFaultDatabase(kind === 'pglite' ? 'pglite' : 'postgres');
  const redisUrl = kind === 'postgres-redis' ? process.env.TEST_REDIS_URL : undefined;
  const redisPrefix = redisUrl ? `security:${randomBytes(6).toString('hex')}:` : undefined;
  try {
    const seed = options.seed;
    const world = seed
      ? await withDatabase(database, (opened) => seed(opened.db))
      : (undefined as World);
    const ports = await portPair();
    const server = await startServer({
      ...ports,
      dataDir: database.dataDir,
      databaseUrl: database.url,
      redisUrl,
      redisPrefix,
      env: options.env,
    });
    return {
      kind,
      server,
      siteOrigin: `http://localhost:${ports.port}`,
      ...ports,
      world,
      database,
      async remove() {
        if (!server.exited()) await server.stop();
        if (redisUrl && redisPrefix) await clearRedisPrefix(redisUrl, redisPrefix);
        await database.remove();
      },
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
