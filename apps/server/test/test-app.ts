import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { seedDemoGifts } from '../src/db/seed-gifts.js';
import { seedSupportContent } from '../src/db/seed-support.js';
import { seedDemoCatalogue } from '../src/db/seed.js';
import type { Clock } from '../src/lib/clock.js';
import { MANY_PLAYERS_LIMITS } from './many-players.js';
import { openTestDatabase } from './test-database.js';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from './test-redis.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Injects a request and parses the envelope. */
  call<T = unknown>(
    options: InjectOptions,
  ): Promise<{
    status: number;
    body: { code: number; msg: string; data: T };
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

/**
 * `counters: 'redis'` keeps the app's counters on the server of TEST_REDIS_URL (callers skip the
 * variant without it), under a namespace of this app's own.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Record<string, string>;
    counters?: 'memory' | 'redis';
    clock?: Clock;
    /** Another app's database, to run a second server process on it; left open by close(). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const redisUrl = testRedisUrl();
  if (options.counters === 'redis' && !redisUrl) throw new Error('TEST_REDIS_URL is not set');
  const redis =
    options.counters === 'redis' && redisUrl
      ? { REDIS_URL: redisUrl, REDIS_PREFIX: testRedisPrefix() }
      : undefined;
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  if (options.seed !== false && !shared) {
    await seedDemoCatalogue(database.db);
    await seedSupportContent(database.db);
    await seedDemoGifts(database.db);
  }
  // Files the app writes (the development outbox) stay out of the working tree.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const config = testConfig({
    CATALOGUE_CACHE_MS: '0',
    // Tests change sessions and players in the database directly; the cache has tests of its own.
    SESSION_CACHE_MS: '0',
    DATA_DIR: dataDir,
    // The tests act as many players from one address (inject's 127.0.0.1).
    ...MANY_PLAYERS_LIMITS,
    ...redis,
    ...options.config,
  });
  const app = await buildApp(config, database, { clock: options.clock });
  await app.ready();
  return {
    app,
    database,
    config,
    async call(injectOptions) {
      const res = await app.inject(injectOptions);
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
    async close() {
      await app.close();
      if (redis) await clearRedisPrefix(redis.REDIS_URL, redis.REDIS_PREFIX);
      await rm(dataDir, { recursive: true, force: true });
      if (!shared) await database.close();
    },
  };
}
