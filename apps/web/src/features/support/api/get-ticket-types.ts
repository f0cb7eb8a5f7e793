import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ticketKeys } from './ticket-keys';

export const getTicketTypes = () => apiCall(apiRoutes.ticketTypes, {});

/** The problem types change with a release, not during a visit. */
export const useTicketTypes = () =>
  useQuery({ queryKey: ticketKeys.types, queryFn: getTicketTypes, staleTime: Infinity });
