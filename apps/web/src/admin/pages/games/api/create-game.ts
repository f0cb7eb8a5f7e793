import { adminCatalogueEndpoints, type AdminGameCreateRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useGameChange } from './use-game-change';

/** Adds a game; it starts closed until it is hosted and has its icon and banner. */
export const useCreateGame = () =>
  useGameChange((input: AdminGameCreateRequest) =>
    adminCall(adminCatalogueEndpoints.gameCreate, input),
  );
