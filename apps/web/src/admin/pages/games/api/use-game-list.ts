import { adminCatalogueEndpoints, type AdminGameListRequest } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { gameKeys } from './game-keys';

/** One page of the catalogue, filtered; the page shown stays while the next one loads. */
export const useGameList = (filters: AdminGameListRequest) =>
  useQuery({
    queryKey: gameKeys.list(filters),
    queryFn: () => adminCall(adminCatalogueEndpoints.gameList, filters),
    placeholderData: keepPreviousData,
  });
