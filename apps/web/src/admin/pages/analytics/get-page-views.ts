import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import type { DateRange } from './date-range';
import { reportKeys } from './report-keys';

export function usePageViews(range: DateRange) {
  return useQuery({
    queryKey: reportKeys.pageViews(range),
    queryFn: () => adminCall(adminEndpoints.analyticsPageViews, range),
    placeholderData: keepPreviousData,
  });
}
