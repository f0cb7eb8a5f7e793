import { adminEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

/** Flags a client id as a test device, or takes the flag off. */
export function useSetTestDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, flagged }: { clientId: string; flagged: boolean }) =>
      adminCall(flagged ? adminEndpoints.testDeviceFlag : adminEndpoints.testDeviceUnflag, {
        clientId,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: playerKeys.devices }),
  });
}
