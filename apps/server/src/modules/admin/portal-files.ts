import { fileTypeFromFile } from 'file-type';
import type { Config } from '../../config.js';
import type { StorageConfig } from '../../lib/storage/configured-storage.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { uploadStorage } from '../accounts/upload-service.js';
import { artworkStorage } from '../admin-catalogue/artwork-store.js';
import { hostedGameStorage } from '../admin-catalogue/hosted-game-store.js';
import { hostedFileType } from '../admin-catalogue/hosted-game-types.js';
import { FOLDERS, type Folder } from './portal-export-format.js';

/** The settings of where the stored files are: the bucket of S3_BUCKET, or the folders. */
export type TransferConfig = StorageConfig &
  Pick<Config, 'DATA_DIR' | 'HOSTED_GAMES_DIR' | 'ARTWORK_DIR'>;

/** Each kind of stored file, by the name an export gives it, wherever it is configured. */
export const portalStorages = (config: TransferConfig): Record<Folder, FileStorage> => ({
  uploads: uploadStorage(config),
  'hosted-games': hostedGameStorage(config),
  artwork: artworkStorage(config),
});

/** The files a storage holds that are state: not a hidden one, such as a hosted upload's staging. */
async function carriedKeys(storage: FileStorage): Promise<string[]> {
  const keys = await storage.list();
  return keys.filter((key) => !key.split('/').some((part) => part.startsWith('.')));
}

/** Every kind of stored file with the keys it carries. */
export async function* carriedFiles(config: TransferConfig) {
  const storages = portalStorages(config);
  for (const folder of FOLDERS) {
    const storage = storages[folder];
    for (const key of await carriedKeys(storage)) yield { folder, storage, key };
  }
}

/**
 * The type a file is stored with in a bucket, which serves it with that type: a hosted game's or
 * a picture's by its name (the artwork store names pictures by their type), an upload's (named by
 * its id alone) read from its bytes, as the upload service found it.
 */
export async function storedType(folder: Folder, key: string, file: string): Promise<string> {
  if (folder !== 'uploads') return hostedFileType(key);
  return (await fileTypeFromFile(file))?.mime ?? 'application/octet-stream';
}
