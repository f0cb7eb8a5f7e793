import { adminEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

export type PlayerAction = 'freeze' | 'ban' | 'unban';

const ENDPOINT = {
  freeze: adminEndpoints.playerFreeze,
  ban: adminEndpoints.playerBan,
  unban: adminEndpoints.playerUnban,
} as const;

/** Freeze, ban or back to active; the reason is kept in the audit log. */
export function useChangePlayerStatus(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: PlayerAction; reason: string }) =>
      adminCall(ENDPOINT[action], { userId, reason: reason.trim() || undefined }),
    // The status shows in the record and in every list the player is in.
    onSuccess: () => client.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
