import { apiRoutes } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export const isNotifId = (notifId: number) => Number.isInteger(notifId) && notifId > 0;

/** Opening a message marks it read on the server, so the list and the unread count are stale. */
export function useMessageDetail(notifId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(notifId),
    queryFn: async () => {
      const message = await apiCall(apiRoutes.messageDetail, { notifId });
      for (const queryKey of [messageKeys.lists, messageKeys.unread]) {
        // A first read still on its way may predate this one (a page opened on the message),
        // and invalidating would only join it: it is dropped and asked again.
        void queryClient
          .cancelQueries({ queryKey })
          .then(() => queryClient.invalidateQueries({ queryKey }));
      }
      return message;
    },
    enabled: isNotifId(notifId),
    retry: false,
  });
}
