import { randomInt, timingSafeEqual } from 'node:crypto';
import type { CounterStore } from '../../lib/counter-store.js';
import { CAPTCHA_CHARS, drawCaptchaImage } from './captcha-image.js';

/** Long enough to read and type the characters, short enough that an old image is useless. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CAPTCHA_LENGTH = 4;
/** How the picture travels in `graphCaptcha` and `graphCode`: the site shows it as it comes. */
export const CAPTCHA_DATA_URL_PREFIX = 'data:image/png;base64,';

export interface CaptchaService {
  /** A data URL of a new image for the client; it replaces any earlier one. */
  issue(clientId: string): Promise<string>;
  /** Whether the answer matches, ignoring case. Any check uses the captcha up. */
  check(clientId: string, answer: string): Promise<boolean>;
}

/** The store key of a client's captcha answer. */
export const captchaKey = (clientId: string) => `captcha:${clientId}`;

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createCaptchaService(store: CounterStore): CaptchaService {
  return {
    async issue(clientId) {
      const text = Array.from(
        { length: CAPTCHA_LENGTH },
        () => CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)],
      ).join('');
      const image = await drawCaptchaImage(text);
      await store.put(captchaKey(clientId), text, CAPTCHA_TTL_MS);
      return `${CAPTCHA_DATA_URL_PREFIX}${image.toString('base64')}`;
    },
    async check(clientId, answer) {
      const expected = await store.take(captchaKey(clientId));
      const given = answer.trim().toLowerCase();
      return expected !== null && given !== '' && sameText(expected, given);
    },
  };
}
