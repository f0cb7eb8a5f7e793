import { adminCatalogueEndpoints } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useSlideChange } from './use-slide-change';

/** Saves the whole new order: every banner, once. */
export const useReorderSlides = () =>
  useSlideChange((slideIds: number[]) =>
    adminCall(adminCatalogueEndpoints.slideReorder, { slideIds }),
  );
