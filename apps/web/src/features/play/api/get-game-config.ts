import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Keyed by player: another account may be frozen where this one is not. */
export const gameConfigQuery = (appId: number, userId: number) => ({
  queryKey: ['game-config', userId, appId] as const,
  queryFn: () => apiCall(apiRoutes.gameConfig, { appId }),
  // The Play button reads it just before the playing page does; one answer serves both.
  staleTime: 30_000,
});

export function useGameConfig(appId: number, userId: number | undefined, enabled: boolean) {
  return useQuery({ ...gameConfigQuery(appId, userId ?? 0), enabled: enabled && !!userId });
}
