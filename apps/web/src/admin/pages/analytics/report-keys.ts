import type { DateRange } from './date-range';

/** The reports' cached answers; the console's sign-out drops everything under ['admin']. */
export const reportKeys = {
  pageViews: (range: DateRange) => ['admin', 'analytics', 'page-views', range] as const,
  signUps: (range: DateRange) => ['admin', 'analytics', 'sign-ups', range] as const,
  plays: (range: DateRange, page: number) => ['admin', 'analytics', 'plays', range, page] as const,
  attribution: (range: DateRange, page: number) =>
    ['admin', 'analytics', 'attribution', range, page] as const,
};
