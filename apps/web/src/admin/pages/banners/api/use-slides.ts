import { adminCatalogueEndpoints } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { slideKeys } from './slide-keys';

/** Every banner, shown or hidden, in the slideshow's order. */
export const useSlides = () =>
  useQuery({
    queryKey: slideKeys.all,
    queryFn: async () => (await adminCall(adminCatalogueEndpoints.slideList, {})).slideList,
  });
