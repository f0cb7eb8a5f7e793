import { ArrivalFlag, TrackingEvent } from '@portal/contracts';
import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { logger } from '../../lib/logger';
import type { TrackedSession, TrackingEffects } from './site-tracking';

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
  // Nothing is sent before the session settles and the client config is read, and the tracker's
  // code loads once the first screen is drawn. It is drawn once loaded, in a transition: nothing
  // waits for it, and its first render yields to the browser.
  const [Effects, setEffects] = useState<typeof TrackingEffects | null>(null);
  useEffect(() => {
    let live = true;
    void afterFirstScreen()
      .then(() => import('./site-tracking'))
      .then(({ TrackingEffects: loaded }) => {
        if (live) startTransition(() => setEffects(() => loaded));
      })
      .catch((error: unknown) => logger.warn('tracking: its code did not load', error));
    return () => {
      live = false;
    };
  }, []);
  return Effects ? <Effects arrival={arrival} session={session} /> : null;
}
