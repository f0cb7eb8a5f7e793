import { apiRoutes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

/** Rates one of support's answers (`replyContentId`) of a ticket. */
export const rateAnswer = (replyContentId: number, rate: number) =>
  apiCall(apiRoutes.ticketRate, { replyContentId, rate });

export function useRateTicket(ticketId: number) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ replyContentId, rate }: { replyContentId: number; rate: number }) =>
      rateAnswer(replyContentId, rate),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ticketKeys.detail(user?.userId ?? 0, ticketId) }),
  });
}
