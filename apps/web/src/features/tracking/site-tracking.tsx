import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useClientConfig } from '../../lib/client-config';
import { sessionStore, useSession } from '../auth/session/session-store';
import { sendAttribution } from './api/send-attribution';
import { sendTracking } from './api/send-tracking';
import { attributeVisit } from './attribution';
import { pageViewOf } from './page-ids';
import { createTracker } from './tracker';

const userId = () => sessionStore.get().user?.userId ?? null;

/** The site's one tracker; the effects below hand it the key once the client config is read. */
export const tracker = createTracker({ send: sendTracking, userId });

/**
 * Tracking for the whole site (spec section 7): a view-page event for every route with its page
 * id, once the session has settled so that a player's views are theirs; the visit's `arrival`
 * events (QR code, short link); and the visit's attribution to its channel.
 */
export function TrackingEffects({ arrival }: { arrival: readonly string[] }) {
  const config = useClientConfig();
  const { ready } = useSession();
  const { pathname } = useLocation();
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
