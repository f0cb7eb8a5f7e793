import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { AVATAR_MAX_BYTES, Code, UPLOAD_IMAGE_TYPES, ValidationText } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { configuredStorage, type StorageConfig } from '../../lib/storage/configured-storage.js';
import type { ByteRange, FileStorage, StoredFile } from '../../lib/storage/file-storage.js';
import { isUploadId, UPLOAD_PATH_PREFIX, type UploadAddresses } from './upload-address.js';
import {
  deleteUnreferencedUploads,
  findUpload,
  insertUploadWithinQuota,
  isOwnUpload,
} from './upload-repository.js';

const isAcceptedImage = (mime: string): mime is (typeof UPLOAD_IMAGE_TYPES)[number] =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);

/** Where the files of uploads are kept, under DATA_DIR and outside the web root. */
export const uploadFolder = (dataDir: string) => path.resolve(dataDir, 'uploads');

/** Where the files of uploads are kept: the bucket of S3_BUCKET, or else `uploadFolder`. */
export const uploadStorage = (config: StorageConfig & Pick<Config, 'DATA_DIR'>): FileStorage =>
  configuredStorage(config, 'uploads', uploadFolder(config.DATA_DIR));

export const tooLarge = () => new ApiError(Code.BAD_REQUEST, ValidationText.avatarTooLarge, 400);

/**
 * Pictures players upload (avatars, ticket screenshots). The type is read from the bytes, never
 * from the name or the declared type, and the files live in `files` (see `uploadStorage`),
 * outside the web root. A player's uploads together stay within `quotaBytes`. Players are given
 * the addresses of `addresses`.
 */
export function createUploadService(deps: {
  db: Db;
  files: FileStorage;
  quotaBytes: number;
  addresses: UploadAddresses;
}) {
  const { db, files, quotaBytes, addresses } = deps;

  return {
    async store(userId: number, bytes: Buffer): Promise<{ url: string }> {
      if (bytes.length > AVATAR_MAX_BYTES) throw tooLarge();
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !isAcceptedImage(type.mime)) {
        throw new ApiError(Code.BAD_REQUEST, ValidationText.uploadNotImage, 400);
      }
      const uploadId = randomBytes(16).toString('base64url');
      // The file first: a row never names a file that is not there.
      await files.put(uploadId, bytes, type.mime);
      const upload = { uploadId, userId, contentType: type.mime, size: bytes.length };
      let stored = false;
      try {
        stored = await insertUploadWithinQuota(db, upload, quotaBytes);
      } finally {
        if (!stored) await files.delete(uploadId);
      }
      if (!stored) throw new ApiError(Code.STORAGE_QUOTA, quotaMessage(quotaBytes));
      return { url: addresses.publicUrl(uploadId) };
    },

    /** The stored picture, or undefined for an unknown id (or a file gone from the storage). */
    async read(
      uploadId: string,
      range?: ByteRange,
    ): Promise<(StoredFile & { contentType: string }) | undefined> {
      if (!isUploadId(uploadId)) return undefined;
      const upload = await findUpload(db, uploadId);
      if (!upload) return undefined;
      const file = await files.get(uploadId, range);
      return file && { ...file, contentType: upload.contentType };
    },

    /**
     * The upload id of an address (either form, see `uploadAddresses`) when it names one of this
     * player's own uploads; undefined for anyone else's, or for any other text.
     */
    async ownId(userId: number, url: string): Promise<string | undefined> {
      const uploadId = addresses.idOf(url);
      return uploadId !== undefined && (await isOwnUpload(db, userId, uploadId))
        ? uploadId
        : undefined;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

const quotaMessage = (quotaBytes: number) =>
  `You have used all of your ${Math.floor(quotaBytes / 1024 ** 2)} MB of upload space.`;

/**
 * Deletes the uploads made before `before` that no ticket, reply or avatar uses, and their files:
 * a picture chosen and then not sent, or an avatar since replaced. Answers how many went.
 */
export function deleteUnusedUploads(db: Db, before: Date, files: FileStorage): Promise<number> {
  return deleteUnreferencedUploads(db, before, UPLOAD_PATH_PREFIX, async (uploadIds) => {
    await Promise.all(uploadIds.map((uploadId) => files.delete(uploadId)));
  });
}
