import { apiRoutes, type PlayerMessageKindValue } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

export interface TicketMessageInput {
  kind: PlayerMessageKindValue;
  content: string;
  attachments: string[];
}

export const addTicketMessage = (ticketId: number, input: TicketMessageInput) =>
  apiCall(apiRoutes.ticketMore, {
    ticketId,
    kind: input.kind,
    content: input.content,
    // A form body carries a list as one comma-separated text.
    attachments: input.attachments.join(','),
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
