/** The players' cached lists and records; the console's sign-out drops everything under ['admin']. */
export const playerKeys = {
  all: ['admin', 'players'] as const,
  list: (filter: { q?: string; status?: string; page: number }) =>
    ['admin', 'players', 'list', filter] as const,
  detail: (userId: number) => ['admin', 'players', 'detail', userId] as const,
  played: (userId: number, page: number) => ['admin', 'players', 'played', userId, page] as const,
  gifts: (userId: number, page: number) => ['admin', 'players', 'gifts', userId, page] as const,
  devices: ['admin', 'test-devices'] as const,
  deviceList: (page: number) => ['admin', 'test-devices', page] as const,
};
