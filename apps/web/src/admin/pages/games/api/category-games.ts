import {
  adminCatalogueEndpoints,
  ADMIN_LIST_MAX_PAGE_SIZE,
  type AdminGameSummary,
  type GameCategoryValue,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { gameKeys } from './game-keys';

/** Every game of one list, in its order: a new order must name them all, so all pages are read. */
async function fetchCategory(category: GameCategoryValue): Promise<AdminGameSummary[]> {
  const games: AdminGameSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await adminCall(adminCatalogueEndpoints.gameList, {
      category,
      page,
      pageSize: ADMIN_LIST_MAX_PAGE_SIZE,
    });
    games.push(...answer.gameList);
    if (!answer.hasMore) return games;
  }
}

export const useCategoryGames = (category: GameCategoryValue) =>
  useQuery({ queryKey: gameKeys.category(category), queryFn: () => fetchCategory(category) });
