import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';

describe('ResponseCache.count', () => {
  it('counts once for every page that shows the total, until cleared', async () => {
    const cache = new ResponseCache(60_000);
    let counted = 0;
    const count = () => Promise.resolve((counted += 1) * 10);
    const pages = await Promise.all([1, 2, 3].map(() => cache.count('games::', count)));
    expect(pages).toEqual([10, 10, 10]);
    expect(await cache.count('games::', count)).toBe(10);
    expect(counted).toBe(1);
    // Another filter is another count.
    expect(await cache.count('games:hot:', count)).toBe(20);
    // A catalogue change clears the answers and the counts with them.
    cache.clear();
    expect(await cache.count('games::', count)).toBe(30);
    expect(counted).toBe(3);
  });

  it('counts every time when the cache is off', async () => {
    const cache = new ResponseCache(0);
    let counted = 0;
    const count = () => Promise.resolve((counted += 1));
    expect(await cache.count('games::', count)).toBe(1);
    expect(await cache.count('games::', count)).toBe(2);
  });

  it('keeps a count no longer than the answers', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(20, clock);
    let counted = 0;
    const count = () => Promise.resolve((counted += 1));
    expect(await cache.count('games::', count)).toBe(1);
    clock.move(41);
    expect(await cache.count('games::', count)).toBe(2);
  });
});

/** A clock that moves only when told to. */
function manualClock() {
  // Not 0: the LRU takes a start of 0 for "no time to live".
  let t = 1_000;
  return { now: () => t, move: (ms: number) => (t += ms) };
}

/** Lets the answers being made settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A producer whose calls are counted and each answered when `settle` is called. */
function gated() {
  const calls: { resolve: (v: unknown) => void; reject: (e: Error) => void }[] = [];
  const produce = () =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, produce };
}

describe('ResponseCache: stale while made anew', () => {
  it('answers a stale answer at once while one caller makes it anew', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(30, clock);
    let made = 0;
    const produce = () => Promise.resolve({ made: (made += 1) });
    expect((await cache.get('list', produce)).json).toContain('"made":1');
    clock.move(31);
    // Stale: both callers get the old answer without waiting, and one new one is made.
    const [a, b] = await Promise.all([cache.get('list', produce), cache.get('list', produce)]);
    expect(a.json).toContain('"made":1');
    expect(b.json).toContain('"made":1');
    await settle();
    expect(made).toBe(2);
    expect((await cache.get('list', produce)).json).toContain('"made":2');
    expect(cache.peek('list')?.json).toContain('"made":2');
  });

  /** A cache of answers fresh for 30 ms, holding `detail:1` made once by a gated producer. */
  async function detailMadeOnce() {
    const clock = manualClock();
    const cache = new ResponseCache(30, clock);
    const { calls, produce } = gated();
    const first = cache.get('detail:1', produce);
    calls[0]?.resolve({ v: 1 });
    await first;
    return { clock, cache, calls };
  }

  it('peeks at a stale answer and makes its successor as the first one was made', async () => {
    const { clock, cache, calls } = await detailMadeOnce();
    clock.move(31);
    // No caller with a producer came: the peek itself starts the new answer, once.
    expect(cache.peek('detail:1')?.json).toContain('"v":1');
    expect(cache.peek('detail:1')?.json).toContain('"v":1');
    expect(calls).toHaveLength(2);
    calls[1]?.resolve({ v: 2 });
    await settle();
    expect(cache.peek('detail:1')?.json).toContain('"v":2');
    expect(calls).toHaveLength(2);
  });

  it('peeks at nothing once an answer is older than twice its life', async () => {
    const { clock, cache, calls } = await detailMadeOnce();
    clock.move(61);
    expect(cache.peek('detail:1')).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('waits for a new answer once the old one is older than twice its life', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(20, clock);
    let made = 0;
    const produce = () => Promise.resolve({ made: (made += 1) });
    await cache.get('list', produce);
    clock.move(41);
    expect((await cache.get('list', produce)).json).toContain('"made":2');
  });

  it('keeps the stale answer when making it anew fails, and tries again', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(30, clock);
    const { calls, produce } = gated();
    const first = cache.get('list', produce);
    calls[0]?.resolve({ v: 1 });
    await first;
    clock.move(31);
    expect((await cache.get('list', produce)).json).toContain('"v":1');
    calls[1]?.reject(new Error('database down'));
    await settle();
    expect((await cache.get('list', produce)).json).toContain('"v":1');
    expect(calls).toHaveLength(3);
  });

  it('keeps no answer that was being made when the catalogue changed', async () => {
    const cache = new ResponseCache(60_000);
    const { calls, produce } = gated();
    const before = cache.get('list', produce);
    // The catalogue changes while the old answer is being read.
    cache.clear();
    const after = cache.get('list', produce);
    expect(calls).toHaveLength(2);
    calls[0]?.resolve({ v: 'old' });
    calls[1]?.resolve({ v: 'new' });
    expect((await before).json).toContain('old');
    expect((await after).json).toContain('new');
    expect((await cache.get('list', produce)).json).toContain('new');
    expect(cache.peek('list')?.json).toContain('new');
  });

  it('drops stale answers too when cleared', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(30, clock);
    let made = 0;
    const produce = () => Promise.resolve({ made: (made += 1) });
    await cache.get('list', produce);
    clock.move(31);
    cache.clear();
    expect((await cache.get('list', produce)).json).toContain('"made":2');
  });
});

describe('ResponseCache.keeper', () => {
  /** A producer of `v<id>` for each id asked, that counts its calls and what each asked. */
  function reader(gone: number[] = []) {
    const asked: number[][] = [];
    const produce = (missing: number[]) => {
      asked.push(missing);
      return Promise.resolve(
        new Map(missing.filter((id) => !gone.includes(id)).map((id) => [id, { v: `v${id}` }])),
      );
    };
    return { asked, produce };
  }

  it('reads the values it does not hold together, once, and keeps them', async () => {
    const kept = new ResponseCache(60_000).keeper<{ v: string }>();
    const { asked, produce } = reader();
    expect([...(await kept.get([3, 1, 2], produce)).entries()]).toEqual([
      [3, { v: 'v3' }],
      [1, { v: 'v1' }],
      [2, { v: 'v2' }],
    ]);
    expect((await kept.get([2, 4, 1], produce)).get(4)).toEqual({ v: 'v4' });
    expect(await kept.get([1, 2], produce)).toEqual(
      new Map([
        [1, { v: 'v1' }],
        [2, { v: 'v2' }],
      ]),
    );
    expect(asked).toEqual([[3, 1, 2], [4]]);
  });

  it('gives no value for an id the producer does not answer, and asks again next time', async () => {
    const kept = new ResponseCache(60_000).keeper<{ v: string }>();
    const { asked, produce } = reader([2]);
    expect([...(await kept.get([1, 2], produce)).keys()]).toEqual([1]);
    expect([...(await kept.get([1, 2], produce)).keys()]).toEqual([1]);
    expect(asked).toEqual([[1, 2], [2]]);
  });

  it('drops its values with the answers, and keeps none read before a clear', async () => {
    const cache = new ResponseCache(60_000);
    const kept = cache.keeper<{ v: string }>();
    const { asked, produce } = reader();
    await kept.get([1], produce);
    cache.clear();
    await kept.get([1], produce);
    expect(asked).toEqual([[1], [1]]);
    // A read under way when the catalogue changes answers its caller, but is not kept.
    let release = () => undefined as void;
    const slow = kept.get([2], async (missing) => {
      await new Promise<void>((resolve) => (release = resolve));
      return produce(missing);
    });
    await settle();
    cache.clear();
    release();
    expect((await slow).get(2)).toEqual({ v: 'v2' });
    await kept.get([2], produce);
    expect(asked).toEqual([[1], [1], [2], [2]]);
  });

  it('holds a value no longer than an answer, and none with the cache off', async () => {
    const clock = manualClock();
    const kept = new ResponseCache(20, clock).keeper<{ v: string }>();
    const { asked, produce } = reader();
    await kept.get([1], produce);
    clock.move(19);
    await kept.get([1], produce);
    clock.move(2);
    await kept.get([1], produce);
    expect(asked).toEqual([[1], [1]]);

    const off = new ResponseCache(0).keeper<{ v: string }>();
    await off.get([5], produce);
    await off.get([5], produce);
    expect(asked).toEqual([[1], [1], [5], [5]]);
  });

  it('holds at most as many values as it is given', async () => {
    const kept = new ResponseCache(60_000).keeper<{ v: string }>(2);
    const { asked, produce } = reader();
    await kept.get([1, 2, 3], produce);
    await kept.get([2, 3], produce);
    await kept.get([1], produce);
    expect(asked).toEqual([[1, 2, 3], [1]]);
  });
});
