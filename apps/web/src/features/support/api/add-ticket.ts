import { apiRoutes, type TicketAddRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

export const addTicket = (input: TicketAddRequest) => apiCall(apiRoutes.ticketAdd, input);

/** A new ticket joins the top of the list. */
export function useAddTicket() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: addTicket,
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.list(user?.userId ?? 0) }),
  });
}
