import { LocalKey } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AuthLayer, useSession } from '../features/auth';
import { PendingSavesSender } from '../features/play';
import { RealtimeConnector } from '../features/realtime';
import { TrackingConnector } from '../features/tracking';
import { setNavigator } from '../lib/api-client';
import { useFirstPageHead } from '../lib/page-head';
import { storage } from '../lib/storage';
import { mergeQuery, shareTarget } from './entry/share-link';

/**
 * Above every route: follows a share link once per page load, saves the visit's query values,
 * and connects the request helper's global redirects to the router (the account layer answers
 * re-login and bans). The real-time connection and tracking live here too, for every page.
 */
export function Root() {
  const navigate = useNavigate();
  const session = useSession();
  const tracked = { ready: session.ready, userId: session.user?.userId ?? null };
  const entered = useRef(false);
  useFirstPageHead();

  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const { search, hash } = window.location;
    if (search)
      storage.set(
        LocalKey.shareQuery,
        JSON.stringify(mergeQuery(storage.get(LocalKey.shareQuery), search)),
      );
    const target = shareTarget(search, hash);
    if (target) void navigate(target, { replace: true });
  }, [navigate]);

  useEffect(() => {
    // A game hash pasted into the address bar of an open page changes only the hash.
    const onHash = () => {
      const target = shareTarget('', window.location.hash);
      if (target) void navigate(target, { replace: true });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [navigate]);

  useEffect(() => {
    setNavigator((to) => void navigate(to));
  }, [navigate]);

  // A first screen drawn on the server is live once the site has taken it over (src/main.tsx).
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);

  return (
    <>
      <Outlet />
      <AuthLayer />
      <RealtimeConnector />
      <TrackingConnector session={tracked} />
      <PendingSavesSender />
    </>
  );
}
