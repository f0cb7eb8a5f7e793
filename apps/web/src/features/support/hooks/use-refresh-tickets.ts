import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../auth';
import { ticketKeys } from '../api/ticket-keys';

/** What a support push does: the player's tickets are read again (an answer, a status change). */
export function useRefreshTickets() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.userId ?? 0;
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ticketKeys.all(userId) }),
    [queryClient, userId],
  );
}
