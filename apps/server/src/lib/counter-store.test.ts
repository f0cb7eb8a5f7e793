import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from '../../test/test-redis.js';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from './counter-store.js';

/** The behaviour both stores share; `wait` lets time pass (a fake clock or a real sleep). */
function sharedBehaviour(open: () => { store: CounterStore; wait: (ms: number) => Promise<void> }) {
  let opened: CounterStore | undefined;
  const start = () => {
    const handle = open();
    opened = handle.store;
    return handle;
  };
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('counts hits within a window and starts again after it', async () => {
    const { store, wait } = start();
    expect(await store.hit('a', 200)).toBe(1);
    expect(await store.hit('a', 200)).toBe(2);
    expect(await store.hit('a', 200)).toBe(3);
    expect(await store.count('a')).toBe(3);
    expect(await store.count('other')).toBe(0);
    await wait(300);
    expect(await store.count('a')).toBe(0);
    expect(await store.hit('a', 200)).toBe(1);
  });

  it('keeps the window of the first hit: later hits do not extend it', async () => {
    const { store, wait } = start();
    await store.hit('w', 300);
    await wait(200);
    expect(await store.hit('w', 300)).toBe(2);
    await wait(200);
    expect(await store.count('w')).toBe(0);
  });

  it('resets a counter', async () => {
    const { store } = start();
    await store.hit('r', 10_000);
    await store.reset('r');
    expect(await store.count('r')).toBe(0);
    expect(await store.hit('r', 10_000)).toBe(1);
  });

  it('keeps a value until it expires; peek leaves it, take removes it', async () => {
    const { store, wait } = start();
    await store.put('v', 'answer', 200);
    expect(await store.peek('v')).toBe('answer');
    expect(await store.take('v')).toBe('answer');
    expect(await store.take('v')).toBeNull();
    await store.put('v', 'again', 200);
    await wait(300);
    expect(await store.peek('v')).toBeNull();
    expect(await store.take('v')).toBeNull();
  });

  it('replaces a value put twice', async () => {
    const { store } = start();
    await store.put('p', 'first', 10_000);
    await store.put('p', 'second', 10_000);
    expect(await store.take('p')).toBe('second');
  });

  it('lets only one of many concurrent takes have the value', async () => {
    const { store } = start();
    await store.put('once', 'x', 10_000);
    const taken = await Promise.all(Array.from({ length: 10 }, () => store.take('once')));
    expect(taken.filter((v) => v === 'x')).toHaveLength(1);
  });

  it('tells the time left in a window with each hit', async () => {
    const { store, wait } = start();
    const first = await store.hitWindow('t', 1_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(900);
    expect(first.ttlMs).toBeLessThanOrEqual(1_000);
    await wait(400);
    const second = await store.hitWindow('t', 1_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(600);
    expect(await store.hit('t', 1_000)).toBe(3);
  });

  it('gives out at most max places, renews a holder and takes released ones back', async () => {
    const { store } = start();
    expect(await store.takePlace('places', 'a', 2, 10_000)).toBe(true);
    expect(await store.takePlace('places', 'b', 2, 10_000)).toBe(true);
    expect(await store.takePlace('places', 'c', 2, 10_000)).toBe(false);
    expect(await store.takePlace('places', 'a', 2, 10_000)).toBe(true);
    await store.leavePlace('places', 'b');
    expect(await store.takePlace('places', 'c', 2, 10_000)).toBe(true);
    expect(await store.takePlace('other', 'c', 1, 10_000)).toBe(true);
  });

  it('lets a place that is not renewed lapse', async () => {
    const { store, wait } = start();
    expect(await store.takePlace('lapse', 'gone', 1, 200)).toBe(true);
    expect(await store.takePlace('lapse', 'next', 1, 200)).toBe(false);
    await wait(300);
    expect(await store.takePlace('lapse', 'next', 1, 200)).toBe(true);
  });

  it('gives each place once among many concurrent claims', async () => {
    const { store } = start();
    const claimed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.takePlace('race', `m${i}`, 5, 10_000)),
    );
    expect(claimed.filter(Boolean)).toHaveLength(5);
  });

  it('counts every one of many concurrent hits', async () => {
    const { store } = start();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('many', 10_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('takes a hit back within the window, never below zero nor into a new counter', async () => {
    const { store, wait } = start();
    await store.hit('u', 300);
    await store.hit('u', 300);
    await store.unhit('u');
    expect(await store.count('u')).toBe(1);
    await store.unhit('u');
    await store.unhit('u');
    expect(await store.count('u')).toBe(0);
    // The window stays the first hit's: the counter still ends with it.
    expect(await store.hit('u', 10_000)).toBe(1);
    await wait(400);
    expect(await store.count('u')).toBe(0);
    await store.unhit('never');
    expect(await store.count('never')).toBe(0);
    expect(await store.expiresIn('never')).toBe(0);
  });

  it('lets only one of many concurrent claims have the key, until it expires', async () => {
    const { store, wait } = start();
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.claim('lock', String(i), 300)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const left = await store.expiresIn('lock');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(300);
    await wait(400);
    expect(await store.expiresIn('lock')).toBe(0);
    expect(await store.claim('lock', 'again', 300)).toBe(true);
    expect(await store.peek('lock')).toBe('again');
  });
}

describe('memory counter store', () => {
  sharedBehaviour(() => {
    let clock = 1_000_000;
    const store = createMemoryCounterStore({ now: () => clock });
    return {
      store,
      wait: (ms) => {
        clock += ms;
        return Promise.resolve();
      },
    };
  });

  it('keeps its memory bounded by dropping the least recent entries', async () => {
    const store = createMemoryCounterStore({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await store.put(key, key, 10_000);
    expect(await store.peek('a')).toBeNull();
    expect(await store.peek('d')).toBe('d');
    await store.close();
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('redis counter store', () => {
  const prefixes: string[] = [];
  afterEach(async () => {
    if (!redisUrl) return;
    for (const prefix of prefixes.splice(0)) await clearRedisPrefix(redisUrl, prefix);
  });

  sharedBehaviour(() => {
    const prefix = testRedisPrefix();
    prefixes.push(prefix);
    return {
      store: createRedisCounterStore(redisUrl ?? '', prefix),
      wait: (ms) => sleep(ms),
    };
  });

  it('keeps each prefix to itself', async () => {
    const first = testRedisPrefix();
    const second = testRedisPrefix();
    prefixes.push(first, second);
    const a = createRedisCounterStore(redisUrl ?? '', first);
    const b = createRedisCounterStore(redisUrl ?? '', second);
    await a.hit('shared', 10_000);
    expect(await b.count('shared')).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('redis counter store without its server', () => {
  it('counts in memory when Redis cannot be reached, and still reports Redis as down', async () => {
    const store = createRedisCounterStore('redis://127.0.0.1:1', testRedisPrefix(), {
      onError: () => undefined,
    });
    try {
      expect(await store.hit('x', 10_000)).toBe(1);
      expect(await store.hit('x', 10_000)).toBe(2);
      expect(await store.count('x')).toBe(2);
      await store.put('answer', '42', 10_000);
      expect(await store.take('answer')).toBe('42');
      expect(await store.take('answer')).toBeNull();
      await expect(store.ping()).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
