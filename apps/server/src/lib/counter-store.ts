import { LRUCache } from 'lru-cache';
import { connectRedis } from './redis-connection.js';

/**
 * Short-lived counters and values that protect accounts (send limits, captcha answers). Kept in
 * Redis when several server processes must agree on them, in memory for a single process.
 */
export interface CounterStore {
  /** Increments the counter, starting its window on the first hit; returns the count so far. */
  hit(key: string, windowMs: number): Promise<number>;
  /** As `hit`, with the time left in the counter's window (what a Retry-After tells). */
  hitWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one back from a live counter (never below zero), leaving its window as it is. */
  unhit(key: string): Promise<void>;
  /**
   * Takes one of `max` places under `key` for `member`, for `ttlMs` (or renews the member's own
   * place); false when all are taken. A place not renewed lapses, so the places of a process that
   * died are given back by time.
   */
  takePlace(key: string, member: string, max: number, ttlMs: number): Promise<boolean>;
  leavePlace(key: string, member: string): Promise<void>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** Puts the value only when the key holds none, in one step; answers whether it did. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds until the key expires; 0 when it holds nothing. */
  expiresIn(key: string): Promise<number>;
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
  /** Places by key, then member, with the moment each lapses. */
  const places = new Map<string, Map<string, number>>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const hitWindow = (key: string, windowMs: number) => {
    const entry = live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    const expiresAt = entry?.expiresAt ?? now() + windowMs;
    entries.set(key, { value: String(count), expiresAt });
    return { count, ttlMs: expiresAt - now() };
  };
  return {
    hit: (key, windowMs) => Promise.resolve(hitWindow(key, windowMs).count),
    hitWindow: (key, windowMs) => Promise.resolve(hitWindow(key, windowMs)),
    takePlace(key, member, max, ttlMs) {
      const at = now();
      const held = places.get(key) ?? new Map<string, number>();
      // Lapsed places are looked for only when they could make room: a sweep on every take
      // made thousands of places under one key cost each take all of them.
      if (!held.has(member) && held.size >= max) {
        for (const [other, lapsesAt] of held) if (lapsesAt <= at) held.delete(other);
        if (held.size >= max) return Promise.resolve(false);
      }
      held.set(member, at + ttlMs);
      places.set(key, held);
      return Promise.resolve(true);
    },
    leavePlace(key, member) {
      const held = places.get(key);
      held?.delete(member);
      if (held?.size === 0) places.delete(key);
      return Promise.resolve();
    },
    unhit(key) {
      const entry = live(key);
      if (entry)
        entries.set(key, { ...entry, value: String(Math.max(0, Number(entry.value) - 1)) });
      return Promise.resolve();
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
    claim(key, value, ttlMs) {
      if (live(key)) return Promise.resolve(false);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return Promise.resolve(true);
    },
    expiresIn(key) {
      const entry = live(key);
      return Promise.resolve(entry ? entry.expiresAt - now() : 0);
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
      places.clear();
      return Promise.resolve();
    },
  };
}

/**
 * INCR and the first PEXPIRE in one step: a crash between the two would leave a counter forever.
 * The window is set when the key has none, not when the count is 1: a counter taken back to zero
 * keeps the window it had. Answers the count and the time left in its window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** The places of a key are a sorted set scored by the moment each lapses (see `claim`). */
const CLAIM_SCRIPT = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[2]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[2])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1`;

/** DECR only an existing counter above zero: a missing one must not come back without a window. */
const UNHIT_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Commands fail fast while Redis is away rather than hold a player's request for long. */
const REDIS_RETRIES_PER_REQUEST = 2;
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Counters in Redis, shared by every server process. While Redis is away they go on in this
 * process's memory: limits then hold per process rather than not at all, and players can still
 * sign in instead of meeting a server error. A value put before the outage (a captcha's answer)
 * is out of reach until Redis returns, so its player is simply asked again.
 */
export function createRedisCounterStore(
  url: string,
  prefix = '',
  options: { onError?: (error: Error) => void } = {},
): CounterStore {
  const redis = connectRedis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: REDIS_RETRIES_PER_REQUEST,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  const local = createMemoryCounterStore();
  // Set once a connection was lost: from then on nothing waits on reconnect attempts. Before the
  // first connection commands queue as usual, so a server starting beside Redis uses it at once.
  let away = false;
  redis.on('close', () => (away = true));
  redis.on('ready', () => (away = false));
  // Without a listener a lost connection is reported as an unhandled error.
  redis.on('error', (error: Error) => options.onError?.(error));

  const either = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (away) return fallback();
    try {
      return await remote();
    } catch (error) {
      // A command Redis itself refused is a fault to report; one the connection lost is not.
      if (redis.status === 'ready') throw error;
      return fallback();
    }
  };

  const remoteHit = async (key: string, windowMs: number) => {
    const answer = await redis.eval(HIT_SCRIPT, 1, key, String(Math.max(1, windowMs)));
    const [count, ttlMs] = Array.isArray(answer) ? answer.map(Number) : [Number(answer)];
    return { count: count ?? 0, ttlMs: Math.max(0, ttlMs ?? windowMs) };
  };

  return {
    hit: (key, windowMs) =>
      either(
        async () => (await remoteHit(key, windowMs)).count,
        () => local.hit(key, windowMs),
      ),
    unhit: (key) =>
      either(
        async () => void (await redis.eval(UNHIT_SCRIPT, 1, key)),
        () => local.unhit(key),
      ),
    hitWindow: (key, windowMs) =>
      either(
        () => remoteHit(key, windowMs),
        () => local.hitWindow(key, windowMs),
      ),
    takePlace: (key, member, max, ttlMs) =>
      either(
        async () =>
          Number(
            await redis.eval(
              CLAIM_SCRIPT,
              1,
              key,
              String(Date.now()),
              member,
              String(max),
              String(Math.max(1, ttlMs)),
            ),
          ) === 1,
        () => local.takePlace(key, member, max, ttlMs),
      ),
    leavePlace: (key, member) =>
      either(
        async () => void (await redis.zrem(key, member)),
        () => local.leavePlace(key, member),
      ),
    count: (key) =>
      either(
        async () => Number((await redis.get(key)) ?? 0),
        () => local.count(key),
      ),
    reset: (key) =>
      either(
        async () => void (await redis.del(key)),
        () => local.reset(key),
      ),
    put: (key, value, ttlMs) =>
      either(
        async () => void (await redis.set(key, value, 'PX', Math.max(1, ttlMs))),
        () => local.put(key, value, ttlMs),
      ),
    claim: (key, value, ttlMs) =>
      either(
        async () => (await redis.set(key, value, 'PX', Math.max(1, ttlMs), 'NX')) === 'OK',
        () => local.claim(key, value, ttlMs),
      ),
    expiresIn: (key) =>
      either(
        async () => Math.max(0, await redis.pttl(key)),
        () => local.expiresIn(key),
      ),
    take: (key) =>
      either(
        () => redis.getdel(key),
        () => local.take(key),
      ),
    peek: (key) =>
      either(
        () => redis.get(key),
        () => local.peek(key),
      ),
    // Readiness reports Redis itself, never the stand-in.
    async ping() {
      await redis.ping();
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
