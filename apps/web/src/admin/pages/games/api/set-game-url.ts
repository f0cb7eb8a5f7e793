import { adminCatalogueEndpoints, type AdminGameUrlRequest } from '@portal/contracts';
import { adminCall } from '../../../api/admin-request';
import { useGameChange } from './use-game-change';

/** Hosts a game at an https address of its own instead of a zip. */
export const useSetGameUrl = () =>
  useGameChange((input: AdminGameUrlRequest) => adminCall(adminCatalogueEndpoints.gameUrl, input));
