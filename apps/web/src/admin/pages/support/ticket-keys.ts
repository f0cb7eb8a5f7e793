import type { TicketStatusValue } from '@portal/contracts';

export interface TicketFilter {
  page: number;
  status?: TicketStatusValue;
  appId?: number;
  /** One player's tickets only. */
  userId?: number;
}

/** The inbox's cached pages and tickets; the console's sign-out drops everything under ['admin']. */
export const ticketKeys = {
  all: ['admin', 'tickets'] as const,
  list: (filter: TicketFilter) => ['admin', 'tickets', 'list', filter] as const,
  detail: (ticketId: number) => ['admin', 'tickets', 'detail', ticketId] as const,
};
