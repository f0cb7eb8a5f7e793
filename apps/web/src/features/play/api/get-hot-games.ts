import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The hot games in order (api/hotItemsArr), offered when a player leaves a game. */
export function useHotGames(enabled: boolean) {
  return useQuery({
    queryKey: ['hot-items'],
    queryFn: () => apiCall(apiRoutes.hotItems, {}),
    select: (data) => data.hotItems,
    staleTime: 5 * 60_000,
    enabled,
  });
}
