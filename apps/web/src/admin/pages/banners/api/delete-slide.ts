import { adminCatalogueEndpoints } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useSlideChange } from './use-slide-change';

export const useDeleteSlide = () =>
  useSlideChange((slideId: number) => adminCall(adminCatalogueEndpoints.slideDelete, { slideId }));
