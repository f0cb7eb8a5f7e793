import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import { playerKeys } from './player-keys';

/** The client ids flagged as test devices (their console logging is on). */
export function useTestDevices(page: number) {
  return useQuery({
    queryKey: playerKeys.deviceList(page),
    queryFn: () => adminCall(adminEndpoints.testDeviceList, { page }),
    placeholderData: keepPreviousData,
  });
}
