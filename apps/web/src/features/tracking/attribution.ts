import { ATTRIBUTION_RETRY_MS, LocalKey, RUN_PLATFORM } from '@portal/contracts';
import { getClientId } from '../../lib/client-id';
import { logger } from '../../lib/logger';
import { storage } from '../../lib/storage';
import { timeZone } from '../../lib/time-zone';
import type { AttributionPayload } from './api/send-attribution';
import { channelOf, savedQuery } from './channel';

/** Attribution is asked again every 10 s after a failure, for ten minutes at most. */
const MAX_ATTEMPTS = 60;

export interface AttributionDeps {
  send(payload: AttributionPayload, osignKey: string): Promise<unknown>;
  userId(): number | null;
  setTimer?: (run: () => void, ms: number) => void;
}

/**
 * Spec section 7 attribution: a visit that came from a channel (a share link's channelId, lp,
 * subChannelId...) is reported once; a failure is retried every 10 s, and a success is remembered
 * locally with the channel it reported, so the same channel is not reported again.
 */
export function attributeVisit(osignKey: string, deps: AttributionDeps): void {
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  const channel = channelOf(savedQuery());
  if (Object.keys(channel).length === 0) return;
  const mark = JSON.stringify(channel);
  if (storage.get(LocalKey.attributed) === mark) return;
  const userId = deps.userId();
  const visitor = getClientId();
  const payload: AttributionPayload = {
    clientId: visitor,
    fingerId: visitor,
    platform: RUN_PLATFORM,
    userId: userId ?? undefined,
    tz: timeZone(),
    ...channel,
    // The publisher's name for the channel id, which its recipe signs.
    h5ChannelId: channel.channelId,
  };
  const attempt = (n: number) => {
    deps.send(payload, osignKey).then(
      () => storage.set(LocalKey.attributed, mark),
      (error: unknown) => {
        logger.warn('attribution failed', error);
        if (n + 1 < MAX_ATTEMPTS) setTimer(() => attempt(n + 1), ATTRIBUTION_RETRY_MS);
      },
    );
  };
  attempt(0);
}
