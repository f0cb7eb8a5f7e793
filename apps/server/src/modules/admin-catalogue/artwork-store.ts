import { randomBytes } from 'node:crypto';
import { ARTWORK_PATH, Code, type UPLOAD_IMAGE_TYPES } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.js';
import { ApiError } from '../../lib/api-error.js';
import { configuredStorage, type StorageConfig } from '../../lib/storage/configured-storage.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';

type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const isImageType = (mime: string): mime is ImageType => mime in EXTENSIONS;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The refusal of a picture over its limit; `label` names the picture ("icon", "banner"...). */
export const imageTooLarge = (label: string, maxBytes: number) =>
  new ApiError(Code.IMAGE_TOO_LARGE, `The ${label} can be at most ${megabytes(maxBytes)}.`, 400);

/**
 * The publisher's pictures, kept as player uploads are: the type read from the bytes (never from
 * the name or the declared type), a random name that cannot be guessed, outside any web root.
 * The games origin serves them under /artwork/ (see `artworkRoutes`), named with the extension of
 * the type found and sent with that type.
 */
export function createArtworkStore(files: FileStorage) {
  return {
    /** Stores a picture; answers its path on the games origin. `label` names it in a refusal. */
    async save(bytes: Buffer, limit: { maxBytes: number; label: string }): Promise<string> {
      if (bytes.length > limit.maxBytes) throw imageTooLarge(limit.label, limit.maxBytes);
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !isImageType(type.mime)) {
        throw new ApiError(Code.IMAGE_NOT_ACCEPTED, undefined, 400);
      }
      const name = `${randomBytes(16).toString('base64url')}.${EXTENSIONS[type.mime]}`;
      await files.put(name, bytes, type.mime);
      return `${ARTWORK_PATH}${name}`;
    },
  };
}

export type ArtworkStore = ReturnType<typeof createArtworkStore>;

/** Where the artwork is kept: the bucket of S3_BUCKET, or else ARTWORK_DIR. */
export const artworkStorage = (config: StorageConfig & Pick<Config, 'ARTWORK_DIR'>): FileStorage =>
  configuredStorage(config, 'artwork', config.ARTWORK_DIR);
