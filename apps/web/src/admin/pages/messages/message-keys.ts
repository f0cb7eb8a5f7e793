/** The sent messages' cached pages; the console's sign-out drops everything under ['admin']. */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (page: number, audience: string) => ['admin', 'messages', page, audience] as const,
};
