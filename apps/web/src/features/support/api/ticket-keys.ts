/** Query keys of the support feature, keyed by player so a switch of account shows nothing stale. */
export const ticketKeys = {
  all: (userId: number) => ['tickets', userId] as const,
  list: (userId: number) => ['tickets', userId, 'list'] as const,
  detail: (userId: number, ticketId: number) => ['tickets', userId, 'detail', ticketId] as const,
  types: ['tickets', 'types'] as const,
  apps: (userId: number) => ['tickets', userId, 'apps'] as const,
};
