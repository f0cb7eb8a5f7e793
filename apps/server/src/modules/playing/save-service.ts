import { Code, GAME_SAVE_KEYS_MAX, type GameDataLoadResponse } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { Clock } from '../../lib/clock.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import type { AuthUser } from '../accounts/session-service.js';
import { loadSave, writeSave } from './save-repository.js';

/**
 * The data a game keeps through the SDK, per player, game and key. Every read and write is keyed
 * by the session's player, so no request can reach another player's data. A guest who binds an
 * account keeps the same user id, and so keeps the data.
 */
export function createSaveService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async load(auth: AuthUser, appId: number, key: string): Promise<GameDataLoadResponse> {
      return { value: (await loadSave(db, auth.userId, appId, key)) ?? null };
    },

    async save(auth: AuthUser, appId: number, key: string, value: string): Promise<void> {
      let written: boolean;
      try {
        written = await writeSave(
          db,
          { userId: auth.userId, appId, key, value, at: new Date(clock.now()) },
          GAME_SAVE_KEYS_MAX,
        );
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new ApiError(Code.INVALID_APP_ID);
        throw error;
      }
      if (!written) throw new ApiError(Code.GAME_SAVE_LIMIT);
    },
  };
}

export type SaveService = ReturnType<typeof createSaveService>;
