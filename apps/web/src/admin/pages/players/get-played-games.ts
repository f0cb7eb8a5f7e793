import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

export function usePlayedGames(userId: number, page: number) {
  return useQuery({
    queryKey: playerKeys.played(userId, page),
    queryFn: () => adminCall(adminEndpoints.playerPlayed, { userId, page }),
    placeholderData: keepPreviousData,
  });
}
