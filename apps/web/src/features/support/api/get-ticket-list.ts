import { apiRoutes } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

export const getTicketList = (page: number) => apiCall(apiRoutes.ticketList, { page });

/** The player's tickets, newest first, a page at a time as the list scrolls. */
export function useTicketList() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: ticketKeys.list(user?.userId ?? 0),
    queryFn: ({ pageParam }) => getTicketList(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
