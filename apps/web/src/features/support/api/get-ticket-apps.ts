import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { ticketKeys } from './ticket-keys';

export const getTicketApps = () => apiCall(apiRoutes.ticketApps, {});

/** The games a ticket can be about: the player's own first. */
export function useTicketApps() {
  const { user } = useSession();
  return useQuery({ queryKey: ticketKeys.apps(user?.userId ?? 0), queryFn: getTicketApps });
}
