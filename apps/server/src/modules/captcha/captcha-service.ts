import { timingSafeEqual } from 'node:crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@portal/contracts';
import svgCaptcha from 'svg-captcha';
import type { CounterStore } from '../../lib/counter-store.js';

/** Long enough to read and type the characters, short enough that an old image is useless. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CAPTCHA_LENGTH = 4;
/** Characters that look alike in the distorted font are never drawn. */
const AMBIGUOUS_CHARS = '0oO1lIi';

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
      const captcha = svgCaptcha.create({
        size: CAPTCHA_LENGTH,
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
        fontSize: 40,
        noise: 2,
        color: true,
        background: '#f4f6fb',
        ignoreChars: AMBIGUOUS_CHARS,
      });
      await store.put(captchaKey(clientId), captcha.text.toLowerCase(), CAPTCHA_TTL_MS);
      return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    },
    async check(clientId, answer) {
      const expected = await store.take(captchaKey(clientId));
      const given = answer.trim().toLowerCase();
      return expected !== null && given !== '' && sameText(expected, given);
    },
  };
}
