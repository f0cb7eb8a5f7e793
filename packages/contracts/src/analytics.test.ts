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
