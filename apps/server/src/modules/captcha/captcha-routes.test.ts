import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, Code, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CAPTCHA_CHARS } from './captcha-image.js';
import { CAPTCHA_DATA_URL_PREFIX, captchaKey, createCaptchaService } from './captcha-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const url = endpoints.graphCaptcha.path;

describe('GET /api/user/client/graphcaptcha/get', () => {
  it('returns a PNG drawn at twice 120x36 as a data URL, answered once', async () => {
    const { status, body } = await t.call<{ graphCaptcha: string }>({
      method: 'GET',
      url: `${url}?clientId=web-client-0001&os=linux&v=1`,
    });
    expect(status).toBe(200);
    expect(body.code).toBe(Code.SUCCESS);
    expect(body.data.graphCaptcha.startsWith(CAPTCHA_DATA_URL_PREFIX)).toBe(true);
    const png = Buffer.from(body.data.graphCaptcha.slice(CAPTCHA_DATA_URL_PREFIX.length), 'base64');
    // The IHDR chunk: width and height as 32-bit numbers from byte 16.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      CAPTCHA_WIDTH * 2,
      CAPTCHA_HEIGHT * 2,
    ]);

    const answer = await t.app.counters.peek(captchaKey('web-client-0001'));
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_CHARS}]{4}$`));
    const captcha = createCaptchaService(t.app.counters);
    expect(await captcha.check('web-client-0001', answer ?? '')).toBe(true);
    expect(await captcha.check('web-client-0001', answer ?? '')).toBe(false);
  });

  it.each([
    ['missing', ''],
    ['empty', '?clientId='],
    ['unknown', '?clientId=_unknown'],
  ])('refuses a %s client id with 4011', async (_case, query) => {
    const { status, body } = await t.call({ method: 'GET', url: `${url}${query}` });
    expect(status).toBe(400);
    expect(body.code).toBe(Code.MISSING_FIELD);
    expect(body.msg).toMatch(/^clientId: /);
  });
});
