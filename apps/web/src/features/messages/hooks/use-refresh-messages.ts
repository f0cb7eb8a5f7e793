import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MESSAGES_QUERY_KEY } from '../api/message-keys';

/** What a message push does: every message query is read again. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
    [queryClient],
  );
}
