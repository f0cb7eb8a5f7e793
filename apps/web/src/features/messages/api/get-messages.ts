import { apiRoutes, NotifStatus } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** The player's messages, newest first, a page at a time; `unreadOnly` asks for notifStatus 1,
 * otherwise the field is left out (every message). */
export const useMessageList = (unreadOnly: boolean) =>
  useInfiniteQuery({
    queryKey: messageKeys.list(unreadOnly),
    queryFn: ({ pageParam }) =>
      apiCall(apiRoutes.messageList, {
        page: pageParam,
        ...(unreadOnly ? { notifStatus: NotifStatus.UNREAD } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
