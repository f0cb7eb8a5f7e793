import { describe, expect, it } from 'vitest';
import { sharedReads } from './search-page-reads.js';

/** A read the test answers by hand: each call is kept with the ids it was sent. */
function manualRead() {
  const calls: { ids: number[]; answer: (value: string) => void }[] = [];
  const read = (ids: number[]) =>
    new Promise<string>((resolve) => calls.push({ ids, answer: resolve }));
  return { calls, read };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedReads', () => {
  it('sends callers asking together in one read', async () => {
    const { calls, read } = manualRead();
    const ask = sharedReads(read);
    const answers = Promise.all([ask([1, 2]), ask([2, 3]), ask([])]);
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1, 2, 3]]);
    calls[0]?.answer('first');
    expect(await answers).toEqual(['first', 'first', 'first']);
  });

  it('sends reads side by side up to its bound, then keeps callers for the next, sent when one returns', async () => {
    const { calls, read } = manualRead();
    const ask = sharedReads(read, 2);
    const first = ask([1]);
    await turn();
    const second = ask([2]);
    await turn();
    // Both bounds are out: those asking now may not see a change the answers predate, so they
    // wait for a read sent after they asked.
    const late = Promise.all([ask([4]), ask([5])]);
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [2]]);
    calls[1]?.answer('second');
    expect(await second).toBe('second');
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [2], [4, 5]]);
    calls[2]?.answer('third');
    expect(await late).toEqual(['third', 'third']);
    calls[0]?.answer('first');
    expect(await first).toBe('first');
  });

  it('fails only the callers of a failed read, and the next read goes on', async () => {
    let n = 0;
    const ask = sharedReads((ids) => {
      n += 1;
      return n === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(ids.length);
    });
    await expect(Promise.all([ask([1]), ask([2])])).rejects.toThrow('connection lost');
    expect(await ask([7, 8])).toBe(2);
  });
});
