import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import type { DateRange } from './date-range';
import { reportKeys } from './report-keys';

export function useSignUps(range: DateRange) {
  return useQuery({
    queryKey: reportKeys.signUps(range),
    queryFn: () => adminCall(adminEndpoints.analyticsSignUps, range),
    placeholderData: keepPreviousData,
  });
}
