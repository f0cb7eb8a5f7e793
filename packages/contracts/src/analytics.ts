import { z } from 'zod';
import { UNKNOWN } from './constants.js';
import { commonEnvelopeSchema } from './envelope.js';
import { appIdSchema } from './games.js';
import { osignSchema } from './playing.js';

/**
 * Tracking and attribution (spec section 7 "Tracking and attribution"): the site reports page
 * views and sign-in events, and where a visitor came from (share links, channel parameters). Both
 * are signed with osign and stored one row per event for reporting.
 */

const CHANNEL_VALUE_MAX = 64;

/**
 * A text field that may come as a number (JSON bodies send `sdkTime`, `userId` and page ids as
 * numbers) and may be empty; `_unknown`, the placeholder the publisher's client sends for a value
 * it lacks, reads as absent.
 */
const shortText = (max: number) =>
  z.preprocess((value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() === UNKNOWN) return undefined;
    return value;
  }, z.string().trim().max(max).optional());
const channelValue = shortText(CHANNEL_VALUE_MAX);
/**
 * The publisher's product id: its client sends it as `appId` where no game is meant (the app id of
 * the whole site, 32 hexadecimal digits).
 */
export const productIdSchema = z.string().regex(/^[0-9a-f]{32}$/i);
/** A game's app id, the publisher's product id, or `_unknown` (no game) read as absent. */
const optionalAppId = z.preprocess(
  (value) => (value === UNKNOWN || value === '' ? undefined : value),
  z.union([appIdSchema, productIdSchema]).optional(),
);
/** The game an analytics event names: none for the product id. */
export const gameOfAppId = (appId: number | string | undefined): number | null =>
  typeof appId === 'number' ? appId : null;

/** Event names are identifiers such as `ghw_h5_view_page`; anything else is refused. */
export const trackingEventSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);

const VISITOR_ID_MAX = 128;
/** The visitor id: the spec's `fingerId`, or the envelope's `clientId` (either will do). */
const visitorId = shortText(VISITOR_ID_MAX);
const hasVisitor = (input: { fingerId?: string | undefined; clientId?: string | undefined }) =>
  Boolean(input.fingerId || input.clientId);
const VISITOR_REQUIRED = { message: 'fingerId or clientId required', path: ['fingerId'] };

/** The visitor id an event is kept under: `fingerId` first, else `clientId`. */
export const visitorIdOf = (input: {
  fingerId?: string | undefined;
  clientId?: string | undefined;
}) => input.fingerId || input.clientId || '';

/**
 * Where the event happened. `page` is the page id of spec section 2 (-1 when it has none), sent
 * by the publisher's client as `targetPageId`; `timezone` as `tz`.
 */
export const trackingContextSchema = z.object({
  page: z.coerce.number().int().min(-1).max(9_999).optional(),
  targetPageId: z.coerce.number().int().min(-1).max(9_999).optional(),
  targetPageName: shortText(64),
  timezone: shortText(64),
  tz: shortText(64),
  os: shortText(64),
  osVersion: shortText(64),
  browser: shortText(64),
  browserVersion: shortText(64),
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

/** The sdk and device fields both events accept besides the common envelope's. */
const sdkFields = {
  sdkVersion: shortText(16),
  sdkType: shortText(16),
  sdkTime: shortText(32),
  platform: shortText(32),
  os: shortText(64),
  osVersion: shortText(64),
  browser: shortText(64),
  browserVersion: shortText(64),
  tz: shortText(64),
  clientId: visitorId,
  fingerId: visitorId,
  /** Sent as a number in JSON bodies. */
  v: shortText(32),
  locale: shortText(16),
};

/**
 * Form, query and JSON bodies alike: the spec's fields (`fingerId` as the visitor id, `platform`)
 * and the publisher's (`sdkTime`, `context.targetPageId`, `tz`, ...). The signed fields are
 * `TRACKING_OSIGN`'s.
 */
export const trackingRequestSchema = commonEnvelopeSchema
  .extend({
    event: trackingEventSchema,
    appId: optionalAppId,
    h5ChannelId: channelValue,
    lp: channelValue,
    subchannel: channelValue,
    registTerminal: shortText(32),
    registOS: shortText(64),
    ...sdkFields,
    context: contextField,
    osign: osignSchema,
  })
  .refine(hasVisitor, VISITOR_REQUIRED);
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

/** `h5ChannelId` is the publisher's name for the spec's channel id; either is accepted. */
export const attributionRequestSchema = commonEnvelopeSchema
  .extend({
    appId: optionalAppId,
    channelId: channelValue,
    h5ChannelId: channelValue,
    lp: channelValue,
    subChannelId: channelValue,
    subChannelId2: channelValue,
    subChannelId3: channelValue,
    ...sdkFields,
    osign: osignSchema,
  })
  .refine(hasVisitor, VISITOR_REQUIRED);
export type AttributionRequest = z.infer<typeof attributionRequestSchema>;

/** Both answer the id of the stored event. */
export const analyticsResponseSchema = z.object({ eventId: z.number().int() });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
