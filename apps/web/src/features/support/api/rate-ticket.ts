import { apiRoutes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

export const rateTicket = (ticketId: number, rating: number) =>
  apiCall(apiRoutes.ticketRate, { ticketId, rating });

export function useRateTicket(ticketId: number) {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (rating: number) => rateTicket(ticketId, rating),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ticketKeys.detail(user?.userId ?? 0, ticketId) }),
  });
}
