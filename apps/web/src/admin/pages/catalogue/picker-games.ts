import { adminCatalogueEndpoints, ADMIN_LIST_MAX_PAGE_SIZE } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';

/**
 * The games a banner or a story may point to: the first page of the catalogue at its largest,
 * or the ones whose name holds `q`. Shared by the pickers and by the lists that name the games.
 */
export const usePickerGames = (q = '') =>
  useQuery({
    queryKey: ['admin', 'games', 'picker', q],
    queryFn: () =>
      adminCall(adminCatalogueEndpoints.gameList, {
        pageSize: ADMIN_LIST_MAX_PAGE_SIZE,
        q: q || undefined,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** A game's name for a list, or its number while the names load or if it is not found. */
export function useGameName(): (appId: number) => string {
  const games = usePickerGames();
  const names = new Map(games.data?.gameList.map((game) => [game.appId, game.appName]));
  return (appId) => names.get(appId) ?? `Game #${appId}`;
}
