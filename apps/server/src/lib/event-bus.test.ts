import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisPrefix, testRedisUrl } from '../../test/test-redis.js';
import { createLocalBus, createRedisBus, type BusLogger, type EventBus } from './event-bus.js';

interface Events {
  greet: { to: string };
  other: { n: number };
}

const quiet: BusLogger = { warn: () => undefined, info: () => undefined, error: () => undefined };

/** Collects what a handler receives and waits for the expected count. */
function collector<T>() {
  const received: T[] = [];
  return {
    received,
    handler: (payload: T) => received.push(payload),
    async waitFor(count: number, withinMs = 2_000) {
      const until = Date.now() + withinMs;
      while (received.length < count && Date.now() < until) await sleep(10);
      return received;
    },
  };
}

const open: EventBus<Events>[] = [];
const track = (bus: EventBus<Events>) => {
  open.push(bus);
  return bus;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

describe('in-process bus', () => {
  it('delivers each event to the handlers of its name, as a copy', async () => {
    const bus = track(createLocalBus<Events>(quiet));
    const greet = collector<Events['greet']>();
    const other = collector<Events['other']>();
    bus.subscribe('greet', greet.handler);
    bus.subscribe('other', other.handler);
    const payload = { to: 'you' };
    await bus.publish('greet', payload);
    expect(await greet.waitFor(1)).toEqual([{ to: 'you' }]);
    expect(greet.received[0]).not.toBe(payload);
    expect(other.received).toEqual([]);
  });

  it('stops delivering after unsubscribe and spares others from a failing handler', async () => {
    const errors: unknown[] = [];
    const bus = track(createLocalBus<Events>({ ...quiet, error: (e) => errors.push(e) }));
    const kept = collector<Events['greet']>();
    const dropped = collector<Events['greet']>();
    bus.subscribe('greet', () => {
      throw new Error('boom');
    });
    bus.subscribe('greet', kept.handler);
    const unsubscribe = bus.subscribe('greet', dropped.handler);
    unsubscribe();
    await bus.publish('greet', { to: 'a' });
    expect(await kept.waitFor(1)).toHaveLength(1);
    expect(dropped.received).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});

describe('redis bus without a reachable redis', () => {
  it('still delivers to this process and says it is local', async () => {
    const warnings: unknown[] = [];
    const bus = track(
      createRedisBus<Events>('redis://127.0.0.1:1', 'unreachable:', {
        ...quiet,
        warn: (d) => warnings.push(d),
      }),
    );
    const greet = collector<Events['greet']>();
    bus.subscribe('greet', greet.handler);
    await bus.publish('greet', { to: 'local' });
    await bus.publish('greet', { to: 'again' });
    expect(await greet.waitFor(2)).toEqual([{ to: 'local' }, { to: 'again' }]);
    expect(bus.reach()).toBe('local');
    await sleep(300);
    expect(warnings).toHaveLength(1);
  });
});

const redisUrl = testRedisUrl();

/** Ends the bus connections of one prefix on the Redis server, as a network failure would. */
async function killBusConnections(url: string, prefix: string): Promise<number> {
  const admin = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const list = await admin.client('LIST');
    const ids = String(list)
      .split('\n')
      .filter((line) => line.includes(`name=${prefix}bus-`))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

async function until(check: () => boolean | Promise<boolean>, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

describe.skipIf(!redisUrl)('redis bus', () => {
  const url = redisUrl ?? '';

  it('carries an event from one process to every process of the same prefix, once each', async () => {
    const prefix = testRedisPrefix();
    const a = track(createRedisBus<Events>(url, prefix, quiet));
    const b = track(createRedisBus<Events>(url, prefix, quiet));
    const stranger = track(createRedisBus<Events>(url, testRedisPrefix(), quiet));
    const atA = collector<Events['greet']>();
    const atB = collector<Events['greet']>();
    const atStranger = collector<Events['greet']>();
    a.subscribe('greet', atA.handler);
    b.subscribe('greet', atB.handler);
    stranger.subscribe('greet', atStranger.handler);
    await Promise.all([a.ready(), b.ready(), stranger.ready()]);
    expect(await until(() => a.reach() === 'shared' && b.reach() === 'shared', 3_000)).toBe(true);
    await a.publish('greet', { to: 'all' });
    expect(await atB.waitFor(1)).toEqual([{ to: 'all' }]);
    expect(await atA.waitFor(1)).toEqual([{ to: 'all' }]);
    await sleep(200);
    expect(atA.received).toHaveLength(1);
    expect(atB.received).toHaveLength(1);
    expect(atStranger.received).toEqual([]);
  });

  it('keeps local delivery while its connections are gone and shares again once back', async () => {
    const prefix = testRedisPrefix();
    const a = track(createRedisBus<Events>(url, prefix, quiet));
    const b = track(createRedisBus<Events>(url, prefix, quiet));
    const atA = collector<Events['greet']>();
    const atB = collector<Events['greet']>();
    a.subscribe('greet', atA.handler);
    b.subscribe('greet', atB.handler);
    await Promise.all([a.ready(), b.ready()]);
    expect(await until(() => a.reach() === 'shared' && b.reach() === 'shared', 3_000)).toBe(true);

    expect(await killBusConnections(url, prefix)).toBe(4);
    await a.publish('greet', { to: 'during' });
    expect(await atA.waitFor(1)).toEqual([{ to: 'during' }]);

    const shared = await until(async () => {
      const before = atB.received.length;
      await a.publish('greet', { to: 'after' });
      await atB.waitFor(before + 1, 300);
      return atB.received.length > before;
    }, 10_000);
    expect(shared).toBe(true);
    expect(atB.received.at(-1)).toEqual({ to: 'after' });
  });
});
