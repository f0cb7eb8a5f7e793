import { adminEndpoints, type MessageAudienceValue } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { messageKeys } from './message-keys';

/** Sent messages, newest first: all of them, or only broadcasts or only personal ones. */
export function useSentMessages(page: number, audience: MessageAudienceValue | '') {
  return useQuery({
    queryKey: messageKeys.list(page, audience),
    queryFn: () => adminCall(adminEndpoints.messageList, { page, audience: audience || undefined }),
    placeholderData: keepPreviousData,
  });
}
