import { adminCatalogueEndpoints } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { newsKeys } from './news-keys';

/** One story with its body, as the publisher edits it. */
export const useNews = (newsId: number) =>
  useQuery({
    queryKey: newsKeys.detail(newsId),
    queryFn: () => adminCall(adminCatalogueEndpoints.newsDetail, { newsId }),
    enabled: Number.isInteger(newsId) && newsId > 0,
  });
