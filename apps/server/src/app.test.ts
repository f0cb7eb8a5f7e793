import { Code } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/guest/nothing-here' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: Code.NOT_FOUND, msg: expect.any(String), data: null });
  });

  it('refuses malformed JSON with a clear 400 envelope, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: Code.BAD_REQUEST, data: null });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('refuses an oversize body with 4xx and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'The request body is too large.',
    });
  });
});

describe('security', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/app/list/v2',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: Code.FORBIDDEN });
  });

  it('sends the API security headers, also on refused input', async () => {
    for (const url of ['/api/guest/slideshow/list/v2', '/api/guest/app/list/v2?page=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends the page policy on everything that is not a contract endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`frame-src ${t.config.GAMES_ORIGIN}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
