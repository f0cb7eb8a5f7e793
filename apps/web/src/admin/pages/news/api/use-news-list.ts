import { adminCatalogueEndpoints, type AdminNewsListRequest } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { newsKeys } from './news-keys';

/** One page of stories, newest first, drafts included unless filtered out. */
export const useNewsList = (filters: AdminNewsListRequest) =>
  useQuery({
    queryKey: newsKeys.list(filters),
    queryFn: () => adminCall(adminCatalogueEndpoints.newsList, filters),
    placeholderData: keepPreviousData,
  });
