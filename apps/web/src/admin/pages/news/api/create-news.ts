import { adminCatalogueEndpoints, type AdminNewsCreateRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useNewsChange } from './use-news-change';

/** Writes a new story; it stays a draft until it is published. */
export const useCreateNews = () =>
  useNewsChange((input: AdminNewsCreateRequest) =>
    adminCall(adminCatalogueEndpoints.newsCreate, input),
  );
