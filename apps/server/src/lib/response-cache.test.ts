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
    const cache = new ResponseCache(20);
    let counted = 0;
    const count = () => Promise.resolve((counted += 1));
    expect(await cache.count('games::', count)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.count('games::', count)).toBe(2);
  });
});
