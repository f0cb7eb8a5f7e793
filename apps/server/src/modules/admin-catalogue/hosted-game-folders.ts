import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { HOSTED_GAMES_PATH } from '@portal/contracts';

/** Folder names the games origin serves: never starting with a dot, which it would hide. */
const freshName = () => `v${randomBytes(9).toString('base64url')}`;

/** The address of one version of a hosted game on the games origin. */
const hostedGamePath = (appId: number, version: string) =>
  `${HOSTED_GAMES_PATH}${appId}/${version}/`;

/** The version a game's address points at, when it is one of this game's hosted versions. */
function hostedVersionOf(appId: number, appUrl: string): string | undefined {
  const prefix = `${HOSTED_GAMES_PATH}${appId}/`;
  if (!appUrl.startsWith(prefix)) return undefined;
  const version = appUrl.slice(prefix.length).replace(/\/$/, '');
  return /^[A-Za-z0-9_-]+$/.test(version) ? version : undefined;
}

/**
 * The hosted games folder: `{appId}/{version}/` per upload, so replacing a game is one rename of
 * a finished folder and one change of its address; a player never sees half a game. Uploads are
 * unpacked in `.staging`, on the same disk (a rename cannot cross disks) and hidden from the
 * games origin, which serves no dot folders.
 */
export function createHostedGameFolders(root: string) {
  const staging = path.join(root, '.staging');
  const gameFolder = (appId: number) => path.join(root, String(appId));

  return {
    /** A new path in the staging folder, for an uploaded zip or the files unpacked from it. */
    async stagingPath(suffix = ''): Promise<string> {
      await mkdir(staging, { recursive: true });
      return path.join(staging, `${freshName()}${suffix}`);
    },

    /** Moves unpacked files into place as a new version of the game; answers its address. */
    async install(appId: number, unpacked: string): Promise<string> {
      const version = freshName();
      await mkdir(gameFolder(appId), { recursive: true });
      await rename(unpacked, path.join(gameFolder(appId), version));
      return hostedGamePath(appId, version);
    },

    /** Deletes the game's versions but those at the given addresses. */
    async prune(appId: number, keep: string[]): Promise<void> {
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

    /** Removes a staged zip or folder, whatever became of it. */
    discard: (stagedPath: string) => rm(stagedPath, { recursive: true, force: true }),
  };
}

export type HostedGameFolders = ReturnType<typeof createHostedGameFolders>;
