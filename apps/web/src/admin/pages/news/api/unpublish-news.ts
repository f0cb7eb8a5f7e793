import { adminCatalogueEndpoints } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useNewsChange } from './use-news-change';

/** Takes a story back to draft: gone from the public lists and its page. */
export const useUnpublishNews = () =>
  useNewsChange((newsId: number) => adminCall(adminCatalogueEndpoints.newsUnpublish, { newsId }));
