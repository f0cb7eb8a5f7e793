import { RedDotLocation } from '@portal/contracts';
import { useEffect } from 'react';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { useSession } from '../auth';
import { useRefreshMessages } from '../messages';
import { useRefreshTickets } from '../support';
import { realtime } from './page-realtime';
import { usePushListener } from './use-red-dot';

/**
 * Opens the page's real-time connection once the session has settled and the first screen is
 * drawn (a login reloads the page, so the player of a page never changes), and keeps what pushes speak of fresh: the message
 * count and list, the player's tickets.
 */
export function RealtimeConnector() {
  const { ready, isLogin, user } = useSession();
  const userId = isLogin ? (user?.userId ?? null) : null;
  const refreshMessages = useRefreshMessages();
  const refreshTickets = useRefreshTickets();

  useEffect(() => {
    if (ready) void afterFirstScreen().then(() => realtime.start(userId));
  }, [ready, userId]);

  usePushListener((action) => {
    if (action.kind !== 'red-dot' || userId === null) return;
    if (action.location === RedDotLocation.PERSONAL_MESSAGE) void refreshMessages();
    if (action.location === RedDotLocation.PERSONAL_SERVICE) void refreshTickets();
  });

  return null;
}
