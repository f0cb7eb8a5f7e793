import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Short-lived counters and values that protect accounts (send limits, captcha answers). Kept in
 * Redis when several server processes must agree on them, in memory for a single process.
 */
export interface CounterStore {
  /** Increments the counter, starting its window on the first hit; returns the count so far. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a value can be used only once. */
  take(key: string): Promise<string | null>;
  peek(key: string): Promise<string | null>;
  /** Resolves when the store answers a round trip (readiness probes); rejects when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Enough for every client of a busy single process; beyond it the least recent entries go. */
const MEMORY_MAX_ENTRIES = 100_000;

interface Entry {
  value: string;
  expiresAt: number;
}

export function createMemoryCounterStore(
  options: { now?: () => number; maxEntries?: number } = {},
): CounterStore {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? MEMORY_MAX_ENTRIES });
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit(key, windowMs) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + windowMs });
      return Promise.resolve(count);
    },
    count(key) {
      const entry = live(key);
      return Promise.resolve(entry ? Number(entry.value) : 0);
    },
    reset(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    put(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return Promise.resolve();
    },
    take(key) {
      const entry = live(key);
      entries.delete(key);
      return Promise.resolve(entry ? entry.value : null);
    },
    peek(key) {
      return Promise.resolve(live(key)?.value ?? null);
    },
    ping: () => Promise.resolve(),
    close() {
      entries.clear();
      return Promise.resolve();
    },
  };
}

/** INCR and the first PEXPIRE in one step: a crash between the two would leave a counter forever. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Commands fail fast while Redis is away rather than hold a player's request for long. */
const REDIS_RETRIES_PER_REQUEST = 2;
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

export function createRedisCounterStore(
  url: string,
  prefix = '',
  options: { onError?: (error: Error) => void } = {},
): CounterStore {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: REDIS_RETRIES_PER_REQUEST,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  // Without a listener a lost connection is reported as an unhandled error; each failed command
  // still rejects its own promise.
  redis.on('error', (error: Error) => options.onError?.(error));
  return {
    async hit(key, windowMs) {
      const count = await redis.eval(HIT_SCRIPT, 1, key, String(Math.max(1, windowMs)));
      return Number(count);
    },
    async count(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async reset(key) {
      await redis.del(key);
    },
    async put(key, value, ttlMs) {
      await redis.set(key, value, 'PX', Math.max(1, ttlMs));
    },
    take(key) {
      return redis.getdel(key);
    },
    peek(key) {
      return redis.get(key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
