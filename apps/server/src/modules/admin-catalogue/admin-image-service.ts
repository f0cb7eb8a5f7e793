import {
  ARTWORK_MAX_BYTES,
  CatalogueAuditAction,
  type AdminImageResponse,
} from '@portal/contracts';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import type { AuditLog } from '../admin/audit-log.js';
import type { ArtworkStore } from './artwork-store.js';

/** The limit of a banner's or news item's picture, and its name in a refusal. */
export const PICTURE_LIMIT = { maxBytes: ARTWORK_MAX_BYTES.image, label: 'picture' };

/** Pictures for banners and news items (covers, or images inside the text). */
export function createAdminImageService(deps: {
  artwork: ArtworkStore;
  assets: AssetOrigins;
  audit: AuditLog;
}) {
  const { artwork, assets, audit } = deps;
  return {
    async upload(adminId: number, bytes: Buffer): Promise<AdminImageResponse> {
      const path = await artwork.save(bytes, PICTURE_LIMIT);
      await audit.record(adminId, CatalogueAuditAction.IMAGE_UPLOAD, null, { path });
      return { path, url: assetUrl(assets, path) };
    },
  };
}

export type AdminImageService = ReturnType<typeof createAdminImageService>;
