import { z } from 'zod';
import { commonEnvelopeSchema } from './envelope.js';
import { appIdSchema } from './games.js';
import { osignSchema } from './playing.js';

/**
 * Tracking and attribution (spec section 7 "Tracking and attribution"): the site reports page
 * views and sign-in events, and where a visitor came from (share links, channel parameters). Both
 * are signed with osign and stored one row per event for reporting.
 */

const CHANNEL_VALUE_MAX = 64;
const channelValue = z.string().trim().max(CHANNEL_VALUE_MAX).optional();
/** A text field that is part of the request but may be empty. */
const shortText = (max: number) => z.string().trim().max(max).optional();

/** Event names are identifiers such as `ghw_h5_view_page`; anything else is refused. */
export const trackingEventSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);

/** The visitor's id is required: without it an event cannot be told apart from another visitor's. */
const clientIdSchema = z.string().trim().min(1).max(64);

/** Where the event happened; `page` is the page id of spec section 2 (-1 when it has none). */
export const trackingContextSchema = z.object({
  page: z.coerce.number().int().min(-1).max(9_999).optional(),
  timezone: shortText(64),
  os: shortText(64),
  browser: shortText(64),
});
export type TrackingContext = z.infer<typeof trackingContextSchema>;

/** A form-encoded body carries the context as JSON text; a JSON body may send the object. */
const contextField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, trackingContextSchema.optional());

export const trackingRequestSchema = commonEnvelopeSchema.extend({
  event: trackingEventSchema,
  clientId: clientIdSchema,
  appId: appIdSchema.optional(),
  h5ChannelId: channelValue,
  lp: channelValue,
  subchannel: channelValue,
  registTerminal: shortText(32),
  registOS: shortText(64),
  fingerId: shortText(128),
  platform: shortText(32),
  context: contextField,
  osign: osignSchema,
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

export const attributionRequestSchema = commonEnvelopeSchema.extend({
  clientId: clientIdSchema,
  channelId: channelValue,
  lp: channelValue,
  subChannelId: channelValue,
  subChannelId2: channelValue,
  subChannelId3: channelValue,
  tz: shortText(64),
  osign: osignSchema,
});
export type AttributionRequest = z.infer<typeof attributionRequestSchema>;

/** Both answer the id of the stored event. */
export const analyticsResponseSchema = z.object({ eventId: z.number().int() });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
