import { apiRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall, firstAnswer } from '../../../lib/api-client';

export const getGameDetail = (appId: number) => apiCall(apiRoutes.gameDetail, { appId });

export const useGameDetail = (appId: number) =>
  useQuery({
    queryKey: ['game', appId],
    queryFn: () => getGameDetail(appId),
    initialData: () => firstAnswer(apiRoutes.gameDetail, { appId }),
    enabled: Number.isInteger(appId) && appId > 0,
    retry: false,
  });
