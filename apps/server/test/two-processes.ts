import { createTestApp, type TestApp } from './test-app.js';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from './test-redis.js';

/** Two processes of the server on one database, which hear each other over Redis. */
export interface TwoProcesses {
  a: TestApp;
  b: TestApp;
  /** Their Redis namespace (its keys and connection names begin with it). */
  prefix: string;
  /** Closes both and deletes the keys they left on the Redis server. */
  close(): Promise<void>;
}

/**
 * Starts two processes of the server on one database and one Redis namespace of their own (the
 * Redis server of TEST_REDIS_URL, which the caller has checked is set), and answers once both
 * buses are ready. `listen` has each take a port on 127.0.0.1, for tests that connect sockets.
 */
export async function startTwoProcesses(
  options: { config?: Record<string, string>; seed?: boolean; listen?: boolean } = {},
): Promise<TwoProcesses> {
  const url = testRedisUrl();
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  const config = { ...options.config, REDIS_URL: url, REDIS_PREFIX: testRedisPrefix() };
  const seed = options.seed;
  const a = await createTestApp({ config, ...(seed === undefined ? {} : { seed }) });
  const b = await createTestApp({
    config,
    database: a.database,
    ...(seed === undefined ? {} : { seed }),
  });
  for (const t of [a, b]) {
    if (options.listen) await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.bus.ready();
  }
  return {
    a,
    b,
    prefix: config.REDIS_PREFIX,
    async close() {
      await b.close();
      await a.close();
      await clearRedisPrefix(url, config.REDIS_PREFIX);
    },
  };
}
