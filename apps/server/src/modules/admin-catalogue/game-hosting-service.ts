import { CatalogueAuditAction, Code, type AdminGame } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { AuditLog } from '../admin/audit-log.js';
import { findGame } from '../games/game-repository.js';
import { lockGame, updateGame } from './admin-game-repository.js';
import type { AdminGameService } from './admin-game-service.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { GAME_ZIP_LIMITS, unpackGameZip, type ZipLimits } from './game-zip.js';
import type { HostedGameStore } from './hosted-game-versions.js';

export interface GameHostingDeps {
  db: Db;
  /** HOSTED_GAMES_DIR or the bucket (see `hostedGameStore`). */
  store: HostedGameStore;
  games: AdminGameService;
  changes: CatalogueChanges;
  audit: AuditLog;
  zipLimits?: ZipLimits;
}

/**
 * Where a game's pages come from: a zip the publisher uploads, unpacked and served by the games
 * origin at /hosted/{appId}/{version}/, or an https address of the game's own.
 */
export function createGameHostingService(deps: GameHostingDeps) {
  const { db, store, games, changes, audit } = deps;
  const limits = deps.zipLimits ?? GAME_ZIP_LIMITS;

  /**
   * Points the game at a new address while holding its row, so two uploads switch in turn. The
   * version players were on stays (a page already open keeps loading its files); older ones go.
   */
  const switchTo = (appId: number, address: () => Promise<string>) =>
    db.transaction(async (tx) => {
      const row = await lockGame(tx, appId);
      if (!row) throw new ApiError(Code.INVALID_APP_ID);
      const appUrl = await address();
      await updateGame(tx, appId, { appUrl });
      await store.prune(appId, [appUrl, row.appUrl]);
      return { from: row.appUrl, to: appUrl };
    });

  return {
    /**
     * Hosts the game from a zip that `receive` writes to the path it is given. The zip is checked
     * whole before a file is unpacked; a refused one leaves nothing behind and the game as it was.
     */
    async installZip(
      adminId: number,
      appId: number,
      receive: (zipPath: string) => Promise<void>,
    ): Promise<AdminGame> {
      if (!(await findGame(db, appId))) throw new ApiError(Code.INVALID_APP_ID);
      const zipPath = await store.stagingPath('.zip');
      const unpacked = await store.stagingPath();
      try {
        await receive(zipPath);
        const { files, bytes } = await unpackGameZip(zipPath, unpacked, limits);
        const { from, to } = await switchTo(appId, () => store.install(appId, unpacked));
        await audit.record(
          adminId,
          CatalogueAuditAction.GAME_PACKAGE,
          { kind: 'game', id: appId },
          { from, to, files, bytes },
        );
      } finally {
        await Promise.all([store.discard(zipPath), store.discard(unpacked)]);
      }
      changes.changed();
      return games.detail(appId);
    },

    /** `adminId` null: the admin command line (`import-games`). */
    async setExternalUrl(
      adminId: number | null,
      appId: number,
      appUrl: string,
    ): Promise<AdminGame> {
      const { from, to } = await switchTo(appId, () => Promise.resolve(appUrl));
      await audit.record(
        adminId,
        CatalogueAuditAction.GAME_URL,
        { kind: 'game', id: appId },
        { from, to },
      );
      changes.changed();
      return games.detail(appId);
    },
  };
}

export type GameHostingService = ReturnType<typeof createGameHostingService>;
