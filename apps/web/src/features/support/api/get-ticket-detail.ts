import { apiRoutes, TICKET_MAX_PAGE_SIZE } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

/** The site shows the conversation whole: its latest lines, as many as one page holds. */
export const getTicketDetail = (ticketId: number) =>
  apiCall(apiRoutes.ticketDetail, { queryId: ticketId, page: 1, pageSize: TICKET_MAX_PAGE_SIZE });

export function useTicketDetail(ticketId: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: ticketKeys.detail(user?.userId ?? 0, ticketId),
    queryFn: () => getTicketDetail(ticketId),
  });
}
