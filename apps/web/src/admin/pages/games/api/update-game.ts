import { adminCatalogueEndpoints, type AdminGameUpdateRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useGameChange } from './use-game-change';

/** Changes the fields sent, and only those. */
export const useUpdateGame = () =>
  useGameChange((input: AdminGameUpdateRequest) =>
    adminCall(adminCatalogueEndpoints.gameUpdate, input),
  );
