import { apiRoutes, attachmentsText } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

/** The server makes it a reply or a follow-up question from the ticket's status. */
export interface TicketMessageInput {
  content: string;
  attachments: string[];
}

export const addTicketMessage = (ticketId: number, input: TicketMessageInput) =>
  apiCall(apiRoutes.ticketMore, {
    queryId: ticketId,
    queryContent: input.content,
    attachments: attachmentsText(input.attachments),
  });

/** A reply or follow-up sets the ticket Pending again: its detail and the list both change. */
export function useAddTicketMessage(ticketId: number) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (input: TicketMessageInput) => addTicketMessage(ticketId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all(user?.userId ?? 0) }),
  });
}
