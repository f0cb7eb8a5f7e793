import { adminCatalogueEndpoints, type ArtworkKindValue } from '@portal/contracts';
import { adminUpload } from '../../../api/admin-request';
import { useGameChange } from './use-game-change';

/** Replaces the icon or the banner, or adds a screenshot. */
export const useUploadGameArtwork = () =>
  useGameChange((input: { appId: number; kind: ArtworkKindValue; file: File }) =>
    adminUpload(
      adminCatalogueEndpoints.gameArtwork,
      { appId: input.appId, kind: input.kind },
      input.file,
    ),
  );
