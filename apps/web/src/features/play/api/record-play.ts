import { apiRoutes } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { playedListKey } from './get-played-list';
import { withOsign } from '../../../lib/osign';

export interface PlayArgs {
  appId: number;
  userId: number;
  osignKey: string;
}

export const recordPlay = ({ appId, userId, osignKey }: PlayArgs) =>
  apiCall(apiRoutes.play, withOsign(apiRoutes.play, { appId, userId }, osignKey));

/** Records a play (signed); the player's recently played list changes with it. */
export function useRecordPlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPlay,
    onSuccess: (_, { userId }) =>
      queryClient.invalidateQueries({ queryKey: playedListKey(userId) }),
  });
}
