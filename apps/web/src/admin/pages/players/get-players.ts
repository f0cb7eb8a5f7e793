import { adminEndpoints, type PlayerStatusValue } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

/**
 * Player search: a whole number finds that user id; other text matches nickname, e-mail or
 * mobile; nothing lists every player, newest first.
 */
export function usePlayers(filter: { q?: string; status?: PlayerStatusValue; page: number }) {
  return useQuery({
    queryKey: playerKeys.list(filter),
    queryFn: () => adminCall(adminEndpoints.playerList, filter),
    placeholderData: keepPreviousData,
  });
}
