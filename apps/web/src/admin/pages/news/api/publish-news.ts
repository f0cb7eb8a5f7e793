import { adminCatalogueEndpoints } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useNewsChange } from './use-news-change';

/** Shows a draft to players, dated now, and lights their News or Events dot. */
export const usePublishNews = () =>
  useNewsChange((newsId: number) => adminCall(adminCatalogueEndpoints.newsPublish, { newsId }));
