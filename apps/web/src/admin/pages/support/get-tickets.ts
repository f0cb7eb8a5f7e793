import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { ticketKeys, type TicketFilter } from './ticket-keys';

/** One page of the inbox, newest activity first. */
export function useTickets(filter: TicketFilter) {
  return useQuery({
    queryKey: ticketKeys.list(filter),
    queryFn: () => adminCall(adminEndpoints.ticketList, filter),
    placeholderData: keepPreviousData,
  });
}
