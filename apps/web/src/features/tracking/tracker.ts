import { RUN_PLATFORM, TRACKING_RETRY_MS, TrackingEvent } from '@portal/contracts';
import { browserFacts } from '../../lib/device';
import { getClientId } from '../../lib/client-id';
import { logger } from '../../lib/logger';
import { timeZone } from '../../lib/time-zone';
import type { TrackingPayload } from './api/send-tracking';
import { channelOf, savedQuery } from './channel';

/** An event is sent again after a failure at most this many times, then dropped. */
const MAX_ATTEMPTS = 5;
/** Events kept while the site's key is unknown or the server is unreachable. */
const MAX_PENDING = 50;

export interface TrackerDeps {
  send(payload: TrackingPayload, osignKey: string): Promise<unknown>;
  /** The logged-in player, if any: the event is signed for them. */
  userId(): number | null;
  setTimer?: (run: () => void, ms: number) => void;
}

interface Pending {
  payload: TrackingPayload;
  attempts: number;
}

/**
 * Spec section 7 tracking: each event carries the visitor, the player when logged in, the
 * channel the visit came from and where it happened; it is signed with the site's key, which
 * comes with the client config, so events wait for it. A failed event is sent again every 60 s.
 */
export function createTracker(deps: TrackerDeps) {
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  let osignKey: string | null = null;
  let queue: Pending[] = [];
  let retryScheduled = false;

  const payloadOf = (event: string, page: number | undefined, appId?: number): TrackingPayload => {
    const facts = browserFacts();
    const channel = channelOf(savedQuery());
    const userId = deps.userId();
    const visitor = getClientId();
    return {
      event,
      clientId: visitor,
      fingerId: visitor,
      platform: RUN_PLATFORM,
      appId,
      userId: userId ?? undefined,
      h5ChannelId: channel.channelId,
      lp: channel.lp,
      subchannel: channel.subChannelId,
      registTerminal: 'pc',
      registOS: facts.os,
      context: JSON.stringify({
        targetPageId: page,
        tz: timeZone(),
        os: facts.os,
        browser: facts.browser,
      }),
    };
  };

  const scheduleRetry = () => {
    if (retryScheduled) return;
    retryScheduled = true;
    setTimer(() => {
      retryScheduled = false;
      flush();
    }, TRACKING_RETRY_MS);
  };

  const post = (item: Pending, key: string) => {
    deps.send(item.payload, key).then(
      () => logger.info('track', item.payload.event, item.payload.context),
      (error: unknown) => {
        logger.warn('track failed', item.payload.event, error);
        if (item.attempts + 1 >= MAX_ATTEMPTS) return;
        queue.push({ ...item, attempts: item.attempts + 1 });
        scheduleRetry();
      },
    );
  };

  const flush = () => {
    if (osignKey === null) return;
    const key = osignKey;
    const sending = queue;
    queue = [];
    sending.forEach((item) => post(item, key));
  };

  const track = (event: string, options: { page?: number; appId?: number } = {}) => {
    if (queue.length >= MAX_PENDING) queue.shift();
    queue.push({ payload: payloadOf(event, options.page, options.appId), attempts: 0 });
    flush();
  };

  return {
    /** The site's key from the client config: events held until now go out. */
    setKey(key: string) {
      osignKey = key;
      flush();
    },
    track,
    trackPageView: (page: number, appId?: number) =>
      track(TrackingEvent.VIEW_PAGE, { page, appId }),
    /** Events not yet delivered (for the tests). */
    pending: () => queue.map((item) => item.payload),
  };
}

export type Tracker = ReturnType<typeof createTracker>;
