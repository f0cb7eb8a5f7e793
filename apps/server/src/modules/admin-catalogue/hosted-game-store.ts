import type { Config } from '../../config.js';
import { configuredStorage, type StorageConfig } from '../../lib/storage/configured-storage.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { createHostedGameBucket } from './hosted-game-bucket.js';
import { createHostedGameFolders } from './hosted-game-folders.js';
import type { HostedGameStore } from './hosted-game-versions.js';

type HostedGamesConfig = StorageConfig & Pick<Config, 'HOSTED_GAMES_DIR'>;

/** The bucket's hosted games (`<S3_PREFIX>hosted-games/`); only read with S3_BUCKET set. */
export const hostedGameStorage = (config: HostedGamesConfig): FileStorage =>
  configuredStorage(config, 'hosted-games', config.HOSTED_GAMES_DIR);

/** Where hosted games go: the bucket of S3_BUCKET, or else HOSTED_GAMES_DIR. */
export const hostedGameStore = (config: HostedGamesConfig): HostedGameStore =>
  config.S3_BUCKET
    ? createHostedGameBucket(hostedGameStorage(config))
    : createHostedGameFolders(config.HOSTED_GAMES_DIR);
