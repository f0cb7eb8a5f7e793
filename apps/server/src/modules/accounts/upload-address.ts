import type { AssetOrigins } from '../../lib/asset-url.js';

/** Where the portal serves an upload, and the address rows keep for it: `/uploads/<id>`. */
export const UPLOAD_PATH_PREFIX = '/uploads/';
/** An upload id is 16 random bytes in base64url, so its address cannot be guessed. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

export const isUploadId = (text: string): boolean => UPLOAD_ID.test(text);

/** The address rows keep for an upload, whichever address players are given. */
export const storedUploadUrl = (uploadId: string): string => `${UPLOAD_PATH_PREFIX}${uploadId}`;

/** An upload's address on the portal, on this origin or (as handed out before) on any other. */
const PORTAL_ADDRESS = /^(?:https?:\/\/[^/?#]+)?\/uploads\/([A-Za-z0-9_-]{22})$/;

/**
 * The addresses of players' uploads (avatars, ticket screenshots). Rows keep `/uploads/<id>`;
 * players are given the bucket's public address when S3_PUBLIC_URL is set, else that path on the
 * portal, and either is read back as the same upload.
 */
export function uploadAddresses(origins: AssetOrigins) {
  const bucketBase = origins.bucket === undefined ? undefined : `${origins.bucket}uploads/`;
  const publicUrl = (uploadId: string) =>
    bucketBase === undefined ? storedUploadUrl(uploadId) : `${bucketBase}${uploadId}`;

  return {
    publicUrl,

    /**
     * A stored picture address (an avatar) as players are given it: an upload's at the bucket's
     * public address with S3_PUBLIC_URL; anything else (a Google or Facebook picture) as it is.
     */
    picture(stored: string): string {
      if (!stored.startsWith(UPLOAD_PATH_PREFIX)) return stored;
      const uploadId = stored.slice(UPLOAD_PATH_PREFIX.length);
      return isUploadId(uploadId) ? publicUrl(uploadId) : stored;
    },

    /** The upload id an address names (either form, as handed out now or before), if any. */
    idOf(url: string): string | undefined {
      if (bucketBase !== undefined && url.startsWith(bucketBase)) {
        const uploadId = url.slice(bucketBase.length);
        return isUploadId(uploadId) ? uploadId : undefined;
      }
      return PORTAL_ADDRESS.exec(url)?.[1];
    },
  };
}

export type UploadAddresses = ReturnType<typeof uploadAddresses>;
