import { apiRoutes } from '@portal/contracts';
import { apiCall } from '../../../lib/api-client';

/** A game's saves, kept with the player's account (by the session's user id on the server). */
export const loadGameData = async (appId: number, key: string): Promise<string | null> =>
  (await apiCall(apiRoutes.gameDataLoad, { appId, key })).value;

export const saveGameData = async (appId: number, key: string, value: string): Promise<void> => {
  await apiCall(apiRoutes.gameDataSave, { appId, key, value });
};
