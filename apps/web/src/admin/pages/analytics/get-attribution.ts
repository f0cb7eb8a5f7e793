import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import type { DateRange } from './date-range';
import { REPORT_PAGE_SIZE } from './get-plays';
import { reportKeys } from './report-keys';

/** Visits per attribution channel in the period, most visits first. */
export function useAttribution(range: DateRange, page: number) {
  return useQuery({
    queryKey: reportKeys.attribution(range, page),
    queryFn: () =>
      adminCall(adminEndpoints.analyticsAttribution, {
        ...range,
        page,
        pageSize: REPORT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
