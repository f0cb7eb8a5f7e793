import { Code, computeOsign, endpoints, TRACKING_OSIGN } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRowWriteCounter } from '../../test/fuzz/write-guard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findUnstorableText } from './request-validator.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('findUnstorableText', () => {
  const nul = 'must not contain the NUL character';
  const lone = 'must be well-formed Unicode text';
  it('finds the first text with a NUL character or a lone surrogate, however deep', () => {
    expect(findUnstorableText('a\u0000b')).toEqual({ path: [], problem: nul });
    expect(findUnstorableText({ a: 'ok', b: ['x', { c: '\u0000' }] })).toEqual({
      path: ['b', '1', 'c'],
      problem: nul,
    });
    expect(findUnstorableText({ ['bad\u0000key']: 1 })).toEqual({
      path: ['bad\u0000key'],
      problem: nul,
    });
    expect(findUnstorableText({ v: '\udfff\ud800' })).toEqual({ path: ['v'], problem: lone });
    expect(findUnstorableText({ v: 'x\ud800' })).toEqual({ path: ['v'], problem: lone });
  });

  it('lets every storable text through, emoji and bidi controls included', () => {
    expect(
      findUnstorableText({ a: 'fine', b: 2, c: null, d: [true], e: '\ud83d\udca9\u202e' }),
    ).toBeNull();
  });
});

describe('text the database cannot store, in any field', () => {
  // Each of these reached PostgreSQL, which refuses NUL in text, and answered 500.
  it('is refused naming the field, for the client config', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.clientConfig.path}?clientId=%2Fetc%2Fpasswd%00.png`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: Code.MISSING_FIELD,
      msg: 'clientId: must not contain the NUL character',
      data: null,
    });
  });

  it('is refused in a JSON body too, and writes nothing', async () => {
    const rowsWritten = await createRowWriteCounter(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.tracking.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'view', clientId: 'client-1', lp: 'a\u0000b' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: Code.MISSING_FIELD,
      msg: expect.stringMatching(/^lp:/),
    });
    expect(await rowsWritten()).toBe(0);
  });

  it('is refused for the attribution call', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.attribution.path}?clientId=c1&subChannelId2=a%00b`,
    });
    expect(res.json()).toMatchObject({ code: Code.MISSING_FIELD });
  });

  // A lone surrogate went into a JSON column as a `\udfff` escape, which PostgreSQL refused: 500.
  it('refuses a lone surrogate in a JSON body, naming the field', async () => {
    const rowsWritten = await createRowWriteCounter(t.database.db);
    const fields = { event: 'a', clientId: '!' };
    const osign = computeOsign(fields, TRACKING_OSIGN, t.config.OSIGN_SECRET);
    const signed = { ...fields, osign };
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.tracking.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...signed, browserVersion: '\udfff\ud800' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: Code.MISSING_FIELD,
      msg: 'browserVersion: must be well-formed Unicode text',
      data: null,
    });
    expect(await rowsWritten()).toBe(0);
  });

  it('leaves every other text alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${endpoints.clientConfig.path}?clientId=%E2%80%AEevil%F0%9F%92%A9`,
    });
    expect(res.json()).toMatchObject({ code: Code.SUCCESS });
  });
});
