import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useClientConfig } from '../../lib/client-config';
import { sendAttribution } from './api/send-attribution';
import { sendTracking } from './api/send-tracking';
import { attributeVisit } from './attribution';
import { pageViewOf } from './page-ids';
import { createTracker } from './tracker';

/** The player the events are sent for, handed over by TrackingEffects; null for a visitor. */
let player: number | null = null;
const userId = () => player;

/** The site's one tracker; the effects below hand it the key once the client config is read. */
export const tracker = createTracker({ send: sendTracking, userId });

/** Whether the session has settled (`ready`) and whose it is, as the app knows them. */
export interface TrackedSession {
  ready: boolean;
  userId: number | null;
}

/**
 * Tracking for the whole site (spec section 7): a view-page event for every route with its page
 * id, once the session has settled so that a player's views are theirs; the visit's `arrival`
 * events (QR code, short link); and the visit's attribution to its channel.
 */
export function TrackingEffects({
  arrival,
  session,
}: {
  arrival: readonly string[];
  session: TrackedSession;
}) {
  const config = useClientConfig();
  const { ready } = session;
  const { pathname } = useLocation();
  const { userId: sessionUser } = session;

  // The first effect, so the events the others send in the same commit are the player's.
  useEffect(() => {
    player = sessionUser;
  }, [sessionUser]);
  const attributed = useRef(false);
  const osignKey = config.data?.osignKey;

  useEffect(() => {
    if (osignKey !== undefined) tracker.setKey(osignKey);
  }, [osignKey]);

  useEffect(() => {
    if (!ready || osignKey === undefined || attributed.current) return;
    attributed.current = true;
    arrival.forEach((event) => tracker.track(event, pageViewOf(window.location.pathname)));
    attributeVisit(osignKey, {
      send: sendAttribution,
      userId,
    });
  }, [ready, osignKey, arrival]);

  useEffect(() => {
    if (!ready) return;
    const view = pageViewOf(pathname);
    tracker.trackPageView(view.page, view.appId);
  }, [ready, pathname]);

  return null;
}
