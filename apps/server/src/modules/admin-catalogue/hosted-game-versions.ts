import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HOSTED_GAMES_PATH } from '@portal/contracts';

/**
 * A new version's name, random so two uploads never meet: never starting with a dot, which the
 * games origin would hide.
 */
export const freshVersion = () => `v${randomBytes(9).toString('base64url')}`;

/** New paths in a staging folder, made on first use, for uploaded zips and their files. */
export const stagingPaths =
  (folder: string) =>
  async (suffix = ''): Promise<string> => {
    await mkdir(folder, { recursive: true });
    return path.join(folder, `${freshVersion()}${suffix}`);
  };

/** The address of one version of a hosted game on the games origin. */
export const hostedGamePath = (appId: number, version: string) =>
  `${HOSTED_GAMES_PATH}${appId}/${version}/`;

/** The version a game's address points at, when it is one of this game's hosted versions. */
export function hostedVersionOf(appId: number, appUrl: string): string | undefined {
  const prefix = `${HOSTED_GAMES_PATH}${appId}/`;
  if (!appUrl.startsWith(prefix)) return undefined;
  const version = appUrl.slice(prefix.length).replace(/\/$/, '');
  return /^[A-Za-z0-9_-]+$/.test(version) ? version : undefined;
}

/**
 * Where the versions of hosted games are kept: each upload is unpacked in a staging path, then
 * installed whole as a new version, which the game's address is switched to.
 */
export interface HostedGameStore {
  /** A new path in the staging folder, for an uploaded zip or the files unpacked from it. */
  stagingPath(suffix?: string): Promise<string>;
  /** Puts unpacked files in place as a new version of the game; answers its address. */
  install(appId: number, unpacked: string): Promise<string>;
  /** Deletes the game's versions but those at the given addresses. */
  prune(appId: number, keep: string[]): Promise<void>;
  /** Removes a staged zip or folder, whatever became of it. */
  discard(stagedPath: string): Promise<void>;
}
