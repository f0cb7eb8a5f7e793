import {
  gameOfAppId,
  visitorIdOf,
  type AnalyticsResponse,
  type AttributionRequest,
  type TrackingRequest,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { insertAttributionEvent, insertTrackingEvent } from './tracking-repository.js';

/** The request envelope's device fields, kept with each event as sent (absent ones left out). */
const DEVICE_FIELDS = [
  'sdkVer',
  'sdkType',
  'runPlatform',
  'gamePlatform',
  'os',
  'browser',
  'browserVersion',
  'browserType',
  'locale',
  'sdkVersion',
  'sdkTime',
  'osVersion',
  'platform',
  'fingerId',
] as const;

type DeviceFields = Partial<Record<(typeof DEVICE_FIELDS)[number], string>>;

function deviceOf(input: DeviceFields): Record<string, string> {
  const device: Record<string, string> = {};
  for (const field of DEVICE_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== '') device[field] = value;
  }
  return device;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * Stores tracking and attribution events one row each, for reporting. The player is the one the
 * session opens (null for a visitor), never the user id the request names.
 */
export function createTrackingService(db: Db) {
  return {
    async track(input: TrackingRequest, userId: number | null): Promise<AnalyticsResponse> {
      const { page, targetPageId, timezone, tz, ...context } = input.context ?? {};
      const pageId = page ?? targetPageId;
      const eventId = await insertTrackingEvent(db, {
        event: input.event,
        clientId: visitorIdOf(input),
        userId,
        appId: gameOfAppId(input.appId),
        pageId: pageId ?? null,
        h5ChannelId: orNull(input.h5ChannelId),
        lp: orNull(input.lp),
        subChannel: orNull(input.subchannel),
        registTerminal: orNull(input.registTerminal),
        registOs: orNull(input.registOS),
        fingerId: orNull(input.fingerId),
        platform: orNull(input.platform),
        context: Object.fromEntries(
          Object.entries({ ...context, timezone: timezone ?? tz ?? input.tz }).filter(
            (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
          ),
        ),
        device: deviceOf(input),
      });
      return { eventId };
    },

    async attribute(input: AttributionRequest, userId: number | null): Promise<AnalyticsResponse> {
      const eventId = await insertAttributionEvent(db, {
        clientId: visitorIdOf(input),
        userId,
        channelId: orNull(input.channelId ?? input.h5ChannelId),
        lp: orNull(input.lp),
        subChannelId: orNull(input.subChannelId),
        subChannelId2: orNull(input.subChannelId2),
        subChannelId3: orNull(input.subChannelId3),
        timezone: orNull(input.tz),
        device: deviceOf(input),
      });
      return { eventId };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
