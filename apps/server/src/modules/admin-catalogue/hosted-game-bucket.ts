import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { filesUnder } from '../../lib/storage/files-under.js';
import { hostedFileType } from './hosted-game-types.js';
import {
  freshVersion,
  hostedGamePath,
  hostedVersionOf,
  stagingPaths,
  type HostedGameStore,
} from './hosted-game-versions.js';

/** Files sent to the bucket at once while a version is installed. */
const PUT_BATCH = 8;

/**
 * Hosted games in a bucket (S3_BUCKET), keyed `{appId}/{version}/{path}` as the folders are laid
 * out: a version is written whole under a key no address names yet, and only then does the game's
 * address switch to it, so a player on any process never sees half a game. Uploads are unpacked
 * in the system's temporary folder first, where the zip is checked whole before any file goes up.
 */
export function createHostedGameBucket(files: FileStorage): HostedGameStore {
  const putFile = async (key: string, file: string) => {
    const { size } = await stat(file);
    await files.put(key, { stream: createReadStream(file), size }, hostedFileType(file));
  };

  return {
    stagingPath: stagingPaths(path.join(tmpdir(), 'portal-hosted-games')),

    async install(appId, unpacked) {
      const version = freshVersion();
      const folder = `${appId}/${version}`;
      const names = await filesUnder(unpacked);
      try {
        for (let at = 0; at < names.length; at += PUT_BATCH) {
          await Promise.all(
            names
              .slice(at, at + PUT_BATCH)
              .map((name) => putFile(`${folder}/${name}`, path.join(unpacked, name))),
          );
        }
      } catch (error) {
        // No address names this version yet: what went up of it is of no use to anyone.
        await files.deleteFolder(folder);
        throw error;
      }
      return hostedGamePath(appId, version);
    },

    async prune(appId, keep) {
      const kept = new Set(keep.map((appUrl) => hostedVersionOf(appId, appUrl)));
      const versions = new Set(
        (await files.list(String(appId))).map((key) => key.split('/')[1] ?? ''),
      );
      for (const version of versions) {
        if (version !== '' && !kept.has(version)) await files.deleteFolder(`${appId}/${version}`);
      }
    },

    discard: (stagedPath) => rm(stagedPath, { recursive: true, force: true }),
  };
}
