import { describe, expect, it } from 'vitest';
import { attributionRequestSchema, trackingRequestSchema } from './analytics.js';

describe('tracking request', () => {
  it('reads the context sent as JSON text by a form body', () => {
    const parsed = trackingRequestSchema.parse({
      event: 'ghw_h5_view_page',
      clientId: 'c1',
      context: JSON.stringify({ page: 13, timezone: 'Europe/Paris', os: 'Linux' }),
    });
    expect(parsed.context).toEqual({ page: 13, timezone: 'Europe/Paris', os: 'Linux' });
  });

  it('refuses an event without a client id, a bad event name or a context that is not JSON', () => {
    expect(trackingRequestSchema.safeParse({ event: 'x' }).success).toBe(false);
    expect(trackingRequestSchema.safeParse({ event: '<b>', clientId: 'c' }).success).toBe(false);
    expect(
      trackingRequestSchema.safeParse({ event: 'e', clientId: 'c', context: '{oops' }).success,
    ).toBe(false);
  });
});

describe('attribution request', () => {
  it('takes the channel parameters and bounds them', () => {
    expect(
      attributionRequestSchema.safeParse({ clientId: 'c', channelId: 'ch', subChannelId3: 's' })
        .success,
    ).toBe(true);
    expect(
      attributionRequestSchema.safeParse({ clientId: 'c', channelId: 'x'.repeat(65) }).success,
    ).toBe(false);
  });
});

describe('the spec and publisher fields', () => {
  it('takes fingerId as the visitor id without a clientId, JSON numbers and `_unknown` alike', () => {
    const parsed = trackingRequestSchema.parse({
      event: 'ghw_h5_view_page',
      appId: '_unknown',
      fingerId: 'f-1',
      platform: 'html5',
      sdkTime: 1700000000000,
      v: 1700000000001,
      context: { targetPageId: 13, targetPageName: '_unknown', tz: 'UTC', osVersion: '10' },
    });
    expect(parsed).toMatchObject({
      fingerId: 'f-1',
      platform: 'html5',
      sdkTime: '1700000000000',
      v: '1700000000001',
      context: { targetPageId: 13, tz: 'UTC', osVersion: '10' },
    });
    expect(parsed.appId).toBeUndefined();
    expect(parsed.context?.targetPageName).toBeUndefined();
  });

  it('refuses an event or a visit with neither fingerId nor clientId', () => {
    expect(trackingRequestSchema.safeParse({ event: 'e', fingerId: '_unknown' }).success).toBe(
      false,
    );
    expect(attributionRequestSchema.safeParse({ h5ChannelId: 'ch' }).success).toBe(false);
    expect(attributionRequestSchema.safeParse({ h5ChannelId: 'ch', fingerId: 'f' }).success).toBe(
      true,
    );
  });
});
