import { apiRoutes, type GameCategoryValue } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall, firstAnswer, firstPageOf } from '../../../lib/api-client';

export interface GameListFilter {
  category?: GameCategoryValue | undefined;
  tagId?: number | undefined;
}

export const getGameList = (filter: GameListFilter, page: number, pageSize?: number) =>
  apiCall(apiRoutes.gameList, { ...filter, page, pageSize });

/** One row of games (Home): the first page of a category. */
export const useGameRow = (filter: GameListFilter, pageSize: number) =>
  useQuery({
    queryKey: ['games', 'row', filter, pageSize],
    queryFn: () => getGameList(filter, 1, pageSize),
    initialData: () => firstAnswer(apiRoutes.gameList, { ...filter, page: 1, pageSize }),
  });

/** The games list: pages load as the player scrolls, while the server says there are more. */
export const useInfiniteGames = (filter: GameListFilter) =>
  useInfiniteQuery({
    queryKey: ['games', 'list', filter],
    queryFn: ({ pageParam }) => getGameList(filter, pageParam),
    initialData: () => firstPageOf(firstAnswer(apiRoutes.gameList, { ...filter, page: 1 })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
