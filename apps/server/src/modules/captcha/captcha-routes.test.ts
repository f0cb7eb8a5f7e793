import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, Code, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { captchaKey, createCaptchaService } from './captcha-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const url = endpoints.graphCaptcha.path;

describe('GET /api/user/client/graphcaptcha/get', () => {
  it('returns a 120x36 image as a data URL, answered once', async () => {
    const { status, body } = await t.call<{ graphCaptcha: string }>({
      method: 'GET',
      url: `${url}?clientId=web-client-0001&os=linux&v=1`,
    });
    expect(status).toBe(200);
    expect(body.code).toBe(Code.SUCCESS);
    const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(body.data.graphCaptcha);
    const svg = Buffer.from(match?.[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain(`width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"`);

    const answer = await t.app.counters.peek(captchaKey('web-client-0001'));
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
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
