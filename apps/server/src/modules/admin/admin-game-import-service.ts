import { AuditAction, gameImportEntrySchema, gameImportFileSchema } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';
import type { AdminGameService } from '../admin-catalogue/admin-game-service.js';
import type { GameHostingService } from '../admin-catalogue/game-hosting-service.js';
import type { AuditLog } from './audit-log.js';

export interface GameImportReport {
  imported: { index: number; appId: number; name: string }[];
  /** `index` counts from 1, as a person reads the file. */
  rejected: { index: number; name: string; problem: string }[];
}

const nameOf = (entry: unknown): string =>
  typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string'
    ? entry.name
    : '';

/**
 * Imports games through the catalogue's own services, each as a new (closed) game, with its
 * address when it has one. Every entry is checked on its own: a bad one is reported and the
 * others are imported.
 */
export function createGameImport(deps: {
  games: Pick<AdminGameService, 'create'>;
  hosting: Pick<GameHostingService, 'setExternalUrl'>;
  audit: AuditLog;
}) {
  const { games, hosting, audit } = deps;

  return {
    /** Refuses the whole file only when it is not a list of at most GAMES_IMPORT_MAX entries. */
    async importGames(
      file: unknown,
      source: string,
      adminId: number | null,
    ): Promise<GameImportReport | { fileProblem: string }> {
      const list = gameImportFileSchema.safeParse(file);
      if (!list.success) {
        return { fileProblem: list.error.issues[0]?.message ?? 'not a list of games' };
      }
      const report: GameImportReport = { imported: [], rejected: [] };
      for (const [i, entry] of list.data.entries()) {
        const index = i + 1;
        const parsed = gameImportEntrySchema.safeParse(entry);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.join('.') || 'entry';
          report.rejected.push({
            index,
            name: nameOf(entry),
            problem: `${field}: ${issue?.message ?? 'is not valid'}`,
          });
          continue;
        }
        const { appUrl, ...fields } = parsed.data;
        try {
          const game = await games.create(adminId, fields);
          if (appUrl !== undefined) await hosting.setExternalUrl(adminId, game.appId, appUrl);
          report.imported.push({ index, appId: game.appId, name: game.appName });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          report.rejected.push({ index, name: fields.name, problem: error.message });
        }
      }
      await audit.record(adminId, AuditAction.GAMES_IMPORT, null, {
        source,
        imported: report.imported.map((game) => game.appId),
        rejected: report.rejected.length,
      });
      return report;
    },
  };
}

export type GameImport = ReturnType<typeof createGameImport>;
