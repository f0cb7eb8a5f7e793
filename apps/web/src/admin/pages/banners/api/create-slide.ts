import { adminCatalogueEndpoints, type AdminSlideCreateRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useSlideChange } from './use-slide-change';

/** Adds a banner at the end of the slideshow. */
export const useCreateSlide = () =>
  useSlideChange((input: AdminSlideCreateRequest) =>
    adminCall(adminCatalogueEndpoints.slideCreate, input),
  );
