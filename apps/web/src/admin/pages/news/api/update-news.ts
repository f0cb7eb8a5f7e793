import { adminCatalogueEndpoints, type AdminNewsUpdateRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useNewsChange } from './use-news-change';

/** Changes the fields sent; a published story stays published. */
export const useUpdateNews = () =>
  useNewsChange((input: AdminNewsUpdateRequest) =>
    adminCall(adminCatalogueEndpoints.newsUpdate, input),
  );
