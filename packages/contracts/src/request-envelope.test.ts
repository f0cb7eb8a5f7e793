import { describe, expect, it } from 'vitest';
import { commonEnvelopeSchema } from './envelope.js';
import { buildCommonEnvelope } from './request-envelope.js';

describe('common request envelope', () => {
  it('carries the fixed values of the spec', () => {
    const env = buildCommonEnvelope({
      os: 'Windows',
      clientId: 'abc',
      browser: 'Chrome',
      browserVersion: '120',
      browserType: 1,
    });
    expect(env).toEqual({
      sdkVer: '1.0',
      sdkType: 'html5',
      runPlatform: 'html5',
      os: 'Windows',
      clientId: 'abc',
      gamePlatform: 'playhaven',
      browser: 'Chrome',
      browserVersion: '120',
      browserType: '1',
      locale: 'en',
    });
  });

  it('falls back to _unknown for each missing or blank field', () => {
    const env = buildCommonEnvelope({ os: ' ', clientId: undefined });
    expect(env.os).toBe('_unknown');
    expect(env.clientId).toBe('_unknown');
    expect(env.browser).toBe('_unknown');
    expect(env.browserVersion).toBe('_unknown');
    expect(env.browserType).toBe('_unknown');
  });

  it('is accepted by the server schema, which bounds each field', () => {
    expect(commonEnvelopeSchema.safeParse(buildCommonEnvelope({})).success).toBe(true);
    expect(commonEnvelopeSchema.safeParse({ os: 'x'.repeat(65) }).success).toBe(false);
  });
});
