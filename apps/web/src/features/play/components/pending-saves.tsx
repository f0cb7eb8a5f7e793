import { useEffect } from 'react';
import { useSession } from '../../auth';
import { sendPendingSaves } from '../api/game-data';

/**
 * Sends the game saves that waited for a connection: at start, when the player is known, and each
 * time the browser is back online.
 */
export function PendingSavesSender() {
  const userId = useSession().user?.userId;
  useEffect(() => {
    void sendPendingSaves();
    const send = () => void sendPendingSaves();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId]);
  return null;
}
