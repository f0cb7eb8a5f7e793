import { adminEndpoints } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

/** A player's record with the numbers behind their lists. */
export function usePlayer(userId: number) {
  return useQuery({
    queryKey: playerKeys.detail(userId),
    queryFn: () => adminCall(adminEndpoints.playerDetail, { userId }),
  });
}
