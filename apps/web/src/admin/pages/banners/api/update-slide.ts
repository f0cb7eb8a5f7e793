import { adminCatalogueEndpoints, type AdminSlideUpdateRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useSlideChange } from './use-slide-change';

/** Changes the fields sent; naming a game or an address replaces where the banner leads. */
export const useUpdateSlide = () =>
  useSlideChange((input: AdminSlideUpdateRequest) =>
    adminCall(adminCatalogueEndpoints.slideUpdate, input),
  );
