import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

export function useClaimedGifts(userId: number, page: number) {
  return useQuery({
    queryKey: playerKeys.gifts(userId, page),
    queryFn: () => adminCall(adminEndpoints.playerGifts, { userId, page }),
    placeholderData: keepPreviousData,
  });
}
