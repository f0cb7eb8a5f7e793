import { describe, expect, it } from 'vitest';
import { wideArtSrcSet } from './art.js';

const GAMES = 'http://games.test:8081';

describe('wideArtSrcSet', () => {
  it('offers a built-in banner or screenshot with its smaller copy', () => {
    expect(wideArtSrcSet(`${GAMES}/dragon-dash/art/banner.webp`, GAMES)).toBe(
      `${GAMES}/dragon-dash/art/banner-768.webp 768w, ${GAMES}/dragon-dash/art/banner.webp 1280w`,
    );
    expect(wideArtSrcSet(`${GAMES}/merge-2048/art/shot-2.webp`, `${GAMES}/`)).toBe(
      `${GAMES}/merge-2048/art/shot-2-768.webp 768w, ${GAMES}/merge-2048/art/shot-2.webp 1280w`,
    );
  });

  it('leaves every other picture as it is: they have no smaller copy', () => {
    for (const url of [
      `${GAMES}/dragon-dash/art/icon.webp`,
      `${GAMES}/dragon-dash/art/banner.svg`,
      `${GAMES}/artwork/3f2a.webp`,
      'https://cdn.example/dragon-dash/art/banner.webp',
      '/dragon-dash/art/banner.webp',
      'not a url',
      '',
    ]) {
      expect(wideArtSrcSet(url, GAMES), url).toBeUndefined();
    }
    expect(wideArtSrcSet(`${GAMES}/dragon-dash/art/banner.webp`, undefined)).toBeUndefined();
  });
});
