import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, firstAnswer } from '../../../lib/api-client';

export const useSlideshow = () =>
  useQuery({
    queryKey: ['slideshow'],
    queryFn: () => apiCall(apiRoutes.slideshow, {}),
    initialData: () => firstAnswer(apiRoutes.slideshow, {}),
  });
