import { adminCatalogueEndpoints } from '@portal/contracts';
import { adminUpload } from '../../../api/admin-request';
import { useGameChange } from './use-game-change';

/** Hosts a game from its zip; the server checks the whole zip before anything goes live. */
export const useUploadGamePackage = () =>
  useGameChange((input: { appId: number; file: File }) =>
    adminUpload(adminCatalogueEndpoints.gamePackage, { appId: input.appId }, input.file),
  );
