import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../lib/counter-store.js';
import { CAPTCHA_CHARS } from './captcha-image.js';
import {
  CAPTCHA_DATA_URL_PREFIX,
  captchaKey,
  CAPTCHA_TTL_MS,
  createCaptchaService,
} from './captcha-service.js';

const setUp = () => {
  let clock = 1_000_000;
  const store = createMemoryCounterStore({ now: () => clock });
  const service = createCaptchaService(store);
  const answer = async (clientId: string) => (await store.peek(captchaKey(clientId))) ?? '';
  return { service, answer, advance: (ms: number) => (clock += ms) };
};

const pngOf = (dataUrl: string) => {
  expect(dataUrl.startsWith(CAPTCHA_DATA_URL_PREFIX)).toBe(true);
  return Buffer.from(dataUrl.slice(CAPTCHA_DATA_URL_PREFIX.length), 'base64');
};
const answerPattern = new RegExp(`^[${CAPTCHA_CHARS}]{4}$`);

describe('captcha service', () => {
  it('issues a PNG image whose answer stays on the server', async () => {
    const { service, answer } = setUp();
    const png = pngOf(await service.issue('client-1'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await answer('client-1')).toMatch(answerPattern);
  });

  it('draws its answers from the whole alphabet', async () => {
    const { service, answer } = setUp();
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await service.issue('client-1');
      for (const char of await answer('client-1')) seen.add(char);
    }
    expect(seen.size).toBeGreaterThan(CAPTCHA_CHARS.length / 2);
  });

  it('accepts the answer in any case, once', async () => {
    const { service, answer } = setUp();
    await service.issue('client-1');
    const text = await answer('client-1');
    expect(await service.check('client-1', ` ${text.toUpperCase()} `)).toBe(true);
    expect(await service.check('client-1', text)).toBe(false);
  });

  it('uses the captcha up on a wrong answer too', async () => {
    const { service, answer } = setUp();
    await service.issue('client-1');
    const text = await answer('client-1');
    expect(await service.check('client-1', 'wrong')).toBe(false);
    expect(await service.check('client-1', text)).toBe(false);
  });

  it('refuses an empty answer and a client that was never given one', async () => {
    const { service } = setUp();
    expect(await service.check('client-1', '')).toBe(false);
    await service.issue('client-1');
    expect(await service.check('client-1', '')).toBe(false);
  });

  it('replaces the earlier captcha of a client', async () => {
    const { service, answer } = setUp();
    await service.issue('client-1');
    const first = await answer('client-1');
    let second = first;
    while (second === first) {
      await service.issue('client-1');
      second = await answer('client-1');
    }
    expect(await service.check('client-1', first)).toBe(false);
    await service.issue('client-1');
    expect(await service.check('client-1', await answer('client-1'))).toBe(true);
  });

  it('keeps the captchas of different clients apart', async () => {
    const { service, answer } = setUp();
    await service.issue('client-1');
    await service.issue('client-2');
    const one = await answer('client-1');
    const two = await answer('client-2');
    expect(await service.check('client-1', two)).toBe(one === two);
    expect(await service.check('client-2', two)).toBe(true);
  });

  it('expires after five minutes', async () => {
    const { service, answer, advance } = setUp();
    await service.issue('client-1');
    const text = await answer('client-1');
    advance(CAPTCHA_TTL_MS);
    expect(await service.check('client-1', text)).toBe(false);
  });
});
