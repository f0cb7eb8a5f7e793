import { ArrivalFlag, TrackingEvent } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useClientConfig } from '../../lib/client-config';
import { sessionStore, useSession } from '../auth/session/session-store';
import { sendAttribution } from './api/send-attribution';
import { attributeVisit } from './attribution';
import { pageViewOf } from './page-ids';
import { tracker } from './site-tracker';

/** Which arrival flags the visit's own address carries (a QR code, a short link). */
function arrivalEvents(search: string): string[] {
  const query = new URLSearchParams(search);
  const events: string[] = [];
  if (query.has(ArrivalFlag.qr)) events.push(TrackingEvent.QR_VISIT);
  if (query.has(ArrivalFlag.shortLink)) events.push(TrackingEvent.SHORT_LINK_VISIT);
  return events;
}

/**
 * Tracking for the whole site (spec section 7): a view-page event for every route with its page
 * id, once the session has settled so that a player's views are theirs; the QR and short-link
 * arrival events; and the visit's attribution to its channel.
 */
export function TrackingConnector() {
  const config = useClientConfig();
  const { ready } = useSession();
  const { pathname } = useLocation();
  // Read on the first render: the entry may rewrite the address of a share link right after.
  const [arrival] = useState(() => arrivalEvents(window.location.search));
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
      userId: () => sessionStore.get().user?.userId ?? null,
    });
  }, [ready, osignKey, arrival]);

  useEffect(() => {
    if (!ready) return;
    const view = pageViewOf(pathname);
    tracker.trackPageView(view.page, view.appId);
  }, [ready, pathname]);

  return null;
}
