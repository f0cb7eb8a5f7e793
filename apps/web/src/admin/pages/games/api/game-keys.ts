import type { AdminGameListRequest, GameCategoryValue } from '@portal/contracts';

/** Query keys of the console's games; every change drops `all`, so each list shows it. */
export const gameKeys = {
  all: ['admin', 'games'] as const,
  list: (filters: AdminGameListRequest) => ['admin', 'games', 'list', filters] as const,
  detail: (appId: number) => ['admin', 'games', 'detail', appId] as const,
  category: (category: GameCategoryValue) => ['admin', 'games', 'category', category] as const,
};
