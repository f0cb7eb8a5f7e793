import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

export const getTicketDetail = (ticketId: number) => apiCall(apiRoutes.ticketDetail, { ticketId });

export function useTicketDetail(ticketId: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: ticketKeys.detail(user?.userId ?? 0, ticketId),
    queryFn: () => getTicketDetail(ticketId),
  });
}
