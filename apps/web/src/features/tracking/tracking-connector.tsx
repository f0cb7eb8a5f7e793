import { ArrivalFlag, TrackingEvent } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/after-first-screen';
import type { TrackedSession } from './site-tracking';

// Nothing is sent before the session settles and the client config is read, and the tracker's
// code loads once the first screen is drawn.
const TrackingEffects = lazy(() =>
  import('./site-tracking').then((module) => ({ default: module.TrackingEffects })),
);

/** Which arrival flags the visit's own address carries (a QR code, a short link). */
function arrivalEvents(search: string): string[] {
  const query = new URLSearchParams(search);
  const events: string[] = [];
  if (query.has(ArrivalFlag.qr)) events.push(TrackingEvent.QR_VISIT);
  if (query.has(ArrivalFlag.shortLink)) events.push(TrackingEvent.SHORT_LINK_VISIT);
  return events;
}

/**
 * Tracking for the whole site: page views, arrival events and the visit's attribution. The app
 * hands over the session, so tracking does not depend on the auth feature (auth reports the login
 * box's page views through it).
 */
export function TrackingConnector({ session }: { session: TrackedSession }) {
  // Read on the first render: the entry may rewrite the address of a share link right after.
  const [arrival] = useState(() =>
    typeof window === 'undefined' ? [] : arrivalEvents(window.location.search),
  );
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setDrawn(true));
    return () => {
      live = false;
    };
  }, []);
  if (!drawn) return null;
  return (
    <Suspense fallback={null}>
      <TrackingEffects arrival={arrival} session={session} />
    </Suspense>
  );
}
