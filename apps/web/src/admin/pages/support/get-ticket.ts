import { adminEndpoints } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { ticketKeys } from './ticket-keys';

/** A ticket with the whole conversation and its screenshots. */
export function useTicket(ticketId: number) {
  return useQuery({
    queryKey: ticketKeys.detail(ticketId),
    queryFn: () => adminCall(adminEndpoints.ticketDetail, { ticketId }),
  });
}
