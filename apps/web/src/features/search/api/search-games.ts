import { apiRoutes, SEARCH_PAGE_SIZE } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Search pages hold 10; a shorter page is the last one. */
export const useGameSearch = (appName: string | null) =>
  useInfiniteQuery({
    queryKey: ['search', appName],
    queryFn: ({ pageParam }) =>
      apiCall(apiRoutes.gameSearch, {
        appName: appName ?? '',
        page: pageParam,
        pageSize: SEARCH_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.appList.length < SEARCH_PAGE_SIZE ? undefined : last.page + 1,
    enabled: appName !== null,
  });

export const useTopFinds = (enabled: boolean) =>
  useQuery({
    queryKey: ['hot-items'],
    queryFn: () => apiCall(apiRoutes.hotItems, {}),
    enabled,
    staleTime: 60_000,
  });
