import { adminCatalogueEndpoints, type AdminGameStatusRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useGameChange } from './use-game-change';

/** Puts a game on show (online, maintenance) or takes it off (closed). */
export const useSetGameStatus = () =>
  useGameChange((input: AdminGameStatusRequest) =>
    adminCall(adminCatalogueEndpoints.gameStatus, input),
  );
