import { adminEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { ticketKeys } from './ticket-keys';

/** An answer sets the ticket Answered: its conversation and the inbox both change. */
export function useReplyToTicket(ticketId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => adminCall(adminEndpoints.ticketReply, { ticketId, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
