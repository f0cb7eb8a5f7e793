import { apiRoutes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifId: number) => apiCall(apiRoutes.messageDelete, { notifId }),
    onSuccess: (_answer, notifId) => {
      // Not read again now (the open page is leaving), but not shown from the cache either.
      void queryClient.invalidateQueries({
        queryKey: messageKeys.detail(notifId),
        refetchType: 'none',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.lists }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
      ]);
    },
  });
}
