import { adminCatalogueEndpoints } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { gameKeys } from './game-keys';

/** One game as the publisher edits it. */
export const useGame = (appId: number) =>
  useQuery({
    queryKey: gameKeys.detail(appId),
    queryFn: () => adminCall(adminCatalogueEndpoints.gameDetail, { appId }),
    enabled: Number.isInteger(appId) && appId > 0,
  });
