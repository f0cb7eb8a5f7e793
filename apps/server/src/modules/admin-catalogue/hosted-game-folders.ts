import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  freshVersion,
  hostedGamePath,
  hostedVersionOf,
  stagingPaths,
  type HostedGameStore,
} from './hosted-game-versions.js';

/**
 * The hosted games folder: `{appId}/{version}/` per upload, so replacing a game is one rename of
 * a finished folder and one change of its address; a player never sees half a game. Uploads are
 * unpacked in `.staging`, on the same disk (a rename cannot cross disks) and hidden from the
 * games origin, which serves no dot folders.
 */
export function createHostedGameFolders(root: string): HostedGameStore {
  const gameFolder = (appId: number) => path.join(root, String(appId));

  return {
    stagingPath: stagingPaths(path.join(root, '.staging')),

    async install(appId, unpacked) {
      const version = freshVersion();
      await mkdir(gameFolder(appId), { recursive: true });
      await rename(unpacked, path.join(gameFolder(appId), version));
      return hostedGamePath(appId, version);
    },

    async prune(appId, keep) {
      const kept = new Set(keep.map((appUrl) => hostedVersionOf(appId, appUrl)));
      const versions = await readdir(gameFolder(appId)).catch(() => []);
      await Promise.all(
        versions
          .filter((version) => !kept.has(version))
          .map((version) =>
            rm(path.join(gameFolder(appId), version), { recursive: true, force: true }),
          ),
      );
    },

    discard: (stagedPath) => rm(stagedPath, { recursive: true, force: true }),
  };
}
