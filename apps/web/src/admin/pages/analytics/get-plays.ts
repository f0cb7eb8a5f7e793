import { adminEndpoints } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api/admin-request';
import type { DateRange } from './date-range';
import { reportKeys } from './report-keys';

/** A chart reads well with this many bars; the rest are a page away. */
export const REPORT_PAGE_SIZE = 10;

/** Plays per game in the period, most played first. */
export function usePlays(range: DateRange, page: number) {
  return useQuery({
    queryKey: reportKeys.plays(range, page),
    queryFn: () =>
      adminCall(adminEndpoints.analyticsPlays, { ...range, page, pageSize: REPORT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
