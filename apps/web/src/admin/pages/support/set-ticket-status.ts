import { adminEndpoints, type TicketStatusValue } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { ticketKeys } from './ticket-keys';

export function useSetTicketStatus(ticketId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatusValue) =>
      adminCall(adminEndpoints.ticketStatus, { ticketId, status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
