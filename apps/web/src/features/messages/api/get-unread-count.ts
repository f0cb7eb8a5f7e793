import { apiRoutes, NotifStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** How many of the player's messages are unread (spec section 7: notifStatus 1). */
export const useUnreadCount = () =>
  useQuery({
    queryKey: messageKeys.unread,
    queryFn: () => apiCall(apiRoutes.messageUnread, { notifStatus: NotifStatus.UNREAD }),
    select: (data) => data.unreadCount,
  });
