import { loadImage } from '@napi-rs/canvas';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARS, drawCaptchaImage } from './captcha-image.js';

/** A repeatable stand-in for Math.random (mulberry32). */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

describe('captcha image', () => {
  it('is a PNG at twice the shown size', async () => {
    const image = await loadImage(await drawCaptchaImage('ab3k'));
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH * 2, CAPTCHA_HEIGHT * 2]);
  });

  it('never draws characters a distorted glyph confuses with another', () => {
    for (const char of '0oO1lIi5sS9z') expect(CAPTCHA_CHARS).not.toContain(char);
    expect(new Set(CAPTCHA_CHARS).size).toBe(CAPTCHA_CHARS.length);
  });

  it('draws the same text differently every time', async () => {
    const first = await drawCaptchaImage('ab3k', seeded(1));
    expect(await drawCaptchaImage('ab3k', seeded(1))).toEqual(first);
    expect(await drawCaptchaImage('ab3k', seeded(2))).not.toEqual(first);
  });
});
