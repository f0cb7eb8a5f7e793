import { ok } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PlayerViews } from './player-views.js';
import { PreSerialised } from './pre-serialised.js';

/** A clock that moves only when told to; not 0, which the LRU takes for "no time to live". */
function manualClock() {
  let t = 1_000;
  return { now: () => t, move: (ms: number) => (t += ms) };
}

/** A page's reads, counted: each read answers the count so far. */
function reads() {
  let n = 0;
  return {
    read: () => Promise.resolve({ read: (n += 1) }),
    get count() {
      return n;
    },
  };
}

/** A read that answers only when told to. */
function held() {
  let release: (value: unknown) => void = () => undefined;
  const read = () =>
    new Promise<unknown>((resolve) => {
      release = resolve;
    });
  return { read, release: (value: unknown) => release(value) };
}

const data = (answer: PreSerialised) => (JSON.parse(answer.json) as { data: unknown }).data;

describe('PlayerViews', () => {
  it("answers a player's page again without reading it, each page and player on its own", async () => {
    const views = new PlayerViews(60_000);
    const page = reads();
    expect(data(await views.answer(1, 'played', 'p1', page.read))).toEqual({ read: 1 });
    const again = await views.answer(1, 'played', 'p1', page.read);
    expect(data(again)).toEqual({ read: 1 });
    expect(again.json).toBe(JSON.stringify(ok({ read: 1 })));
    expect(again.reused).toBe(true);
    expect(data(await views.answer(1, 'played', 'p2', page.read))).toEqual({ read: 2 });
    expect(data(await views.answer(2, 'played', 'p1', page.read))).toEqual({ read: 3 });
    expect(data(await views.answer(1, 'messages', 'p1', page.read))).toEqual({ read: 4 });
    expect(page.count).toBe(4);
  });

  it("drops one player's views of every kind, and no one else's", async () => {
    const views = new PlayerViews(60_000);
    const page = reads();
    await views.answer(1, 'played', 'p', page.read);
    await views.answer(1, 'tickets', 'p', page.read);
    await views.answer(2, 'played', 'p', page.read);
    views.dropPlayer(1);
    expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 4 });
    expect(data(await views.answer(1, 'tickets', 'p', page.read))).toEqual({ read: 5 });
    expect(data(await views.answer(2, 'played', 'p', page.read))).toEqual({ read: 3 });
  });

  it("drops a kind of every player's views, and no other kind", async () => {
    const views = new PlayerViews(60_000);
    const page = reads();
    await views.answer(1, 'gifts', 'p', page.read);
    await views.answer(2, 'gifts', 'p', page.read);
    await views.answer(1, 'messages', 'p', page.read);
    views.dropKinds(['gifts']);
    expect(data(await views.answer(1, 'gifts', 'p', page.read))).toEqual({ read: 4 });
    expect(data(await views.answer(2, 'gifts', 'p', page.read))).toEqual({ read: 5 });
    expect(data(await views.answer(1, 'messages', 'p', page.read))).toEqual({ read: 3 });
  });

  it('drops every view on clear', async () => {
    const views = new PlayerViews(60_000);
    const page = reads();
    await views.answer(1, 'played', 'p', page.read);
    await views.answer(2, 'tickets', 'p', page.read);
    views.clear();
    expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 3 });
    expect(data(await views.answer(2, 'tickets', 'p', page.read))).toEqual({ read: 4 });
  });

  it('drops every view when a drop names no player (a broadcast, a request with none)', async () => {
    const views = new PlayerViews(60_000);
    const page = reads();
    await views.answer(1, 'played', 'p', page.read);
    await views.answer(2, 'tickets', 'p', page.read);
    views.dropPlayer(undefined);
    expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 3 });
    expect(data(await views.answer(2, 'tickets', 'p', page.read))).toEqual({ read: 4 });
  });

  it('keeps no page read while a drop happened: a write that ended first is seen next', async () => {
    for (const drop of [
      (views: PlayerViews) => views.dropPlayer(1),
      (views: PlayerViews) => views.dropKinds(['played']),
      (views: PlayerViews) => views.clear(),
    ]) {
      const views = new PlayerViews(60_000);
      const slow = held();
      const before = views.answer(1, 'played', 'p', slow.read);
      // A write ends while the read is under way: the read may have missed it.
      drop(views);
      slow.release({ plays: 1 });
      expect(data(await before)).toEqual({ plays: 1 });
      const page = reads();
      expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 1 });
      expect(page.count).toBe(1);
    }
  });

  it('keeps a page for its time only', async () => {
    const clock = manualClock();
    const views = new PlayerViews(1_000, { now: clock.now });
    const page = reads();
    await views.answer(1, 'played', 'p', page.read);
    clock.move(999);
    expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 1 });
    clock.move(2);
    expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 2 });
  });

  it('reads every time when off, and keeps a ready envelope as its producer made it', async () => {
    const off = new PlayerViews(0);
    expect(off.keeping).toBe(false);
    const page = reads();
    await off.answer(1, 'played', 'p', page.read);
    expect(data(await off.answer(1, 'played', 'p', page.read))).toEqual({ read: 2 });

    const views = new PlayerViews(60_000);
    const ready = new PreSerialised(JSON.stringify(ok({ appList: [] })));
    const kept = await views.answer(1, 'played', 'p', () => Promise.resolve(ready));
    expect(kept.json).toBe(ready.json);
    expect(kept.reused).toBe(true);
    expect(await off.answer(1, 'played', 'p', () => Promise.resolve(ready))).toBe(ready);
  });

  it('holds no more than its characters, the oldest pages going first', async () => {
    const page = JSON.stringify(ok({ read: 1 })).length;
    const views = new PlayerViews(60_000, { maxChars: page * 2 });
    const counted = reads();
    for (const userId of [1, 2, 3]) await views.answer(userId, 'played', 'p', counted.read);
    await views.answer(3, 'played', 'p', counted.read);
    expect(counted.count).toBe(3);
    await views.answer(1, 'played', 'p', counted.read);
    expect(counted.count).toBe(4);
  });

  it('keeps nothing of a read that failed', async () => {
    const views = new PlayerViews(60_000);
    await expect(
      views.answer(1, 'played', 'p', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    const page = reads();
    expect(data(await views.answer(1, 'played', 'p', page.read))).toEqual({ read: 1 });
  });
});
