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

  it('keeps those asking while a read is out for the next read, sent when it returns', async () => {
    const { calls, read } = manualRead();
    const ask = sharedReads(read);
    const early = ask([1]);
    await turn();
    // Asked after the first read went: its answer may predate them, so they wait for the next.
    const late = Promise.all([ask([4]), ask([5])]);
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]?.answer('first');
    expect(await early).toBe('first');
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [4, 5]]);
    calls[1]?.answer('second');
    expect(await late).toEqual(['second', 'second']);
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
