import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3Client, createS3FileStorage } from './s3-file-storage.js';

/** What the storage settings say: S3_BUCKET (and S3_PREFIX) or the local folders. */
export type StorageConfig = Pick<Config, 'S3_BUCKET' | 'S3_PREFIX' | 'AWS_ENDPOINT_URL_S3'>;

const clients = new Map<string, Promise<S3Client>>();
/** One client per S3 server for every kind of file of the process, made on first use. */
const clientFor = (endpoint: string | undefined) => () => {
  const key = endpoint ?? '';
  const client = clients.get(key) ?? createS3Client(endpoint);
  clients.set(key, client);
  return client;
};

/**
 * The storage of one kind of file (`area`, such as "uploads"): with S3_BUCKET set, the bucket,
 * under `S3_PREFIX` + area + "/"; otherwise the local folder given.
 */
export function configuredStorage(
  config: StorageConfig,
  area: string,
  localFolder: string,
): FileStorage {
  if (!config.S3_BUCKET) return createLocalFileStorage(localFolder);
  return createS3FileStorage({
    client: clientFor(config.AWS_ENDPOINT_URL_S3),
    bucket: config.S3_BUCKET,
    prefix: `${config.S3_PREFIX}${area}/`,
  });
}
