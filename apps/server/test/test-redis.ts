import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server of TEST_REDIS_URL; without it the Redis variants of the tests are skipped. */
export const testRedisUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;

/** A key namespace of its own for each test, so parallel test files never see each other's keys. */
export const testRedisPrefix = (): string => `test:${randomBytes(8).toString('hex')}:`;

/** Deletes every key of a test's namespace. */
export async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
