import type {
  Game,
  GameConfig,
  PlayedListResponse,
  PlayResponse,
  playedListRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { envelopeWithList, type PreSerialised } from '../../lib/pre-serialised.js';
import type { AuthUser } from '../accounts/session-service.js';
import { activePlayer, playerAccount } from '../accounts/active-player.js';
import type { GameService } from '../games/game-service.js';
import { assertPlayable } from './game-availability.js';
import { listPlayed, recordPlay } from './play-repository.js';
import { shortcutFile, type ShortcutFile } from './shortcut-file.js';

/** What a played list adds to each game: the player's own count and time of it. */
type PlayersOwn = Omit<PlayedListResponse['appList'][number], keyof Game>;

/** Starting a game, counting plays, the recently played list and the desktop shortcut. */
export function createPlayService(deps: {
  db: Db;
  games: GameService;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, games, clock, publicUrl } = deps;

  return {
    /**
     * What the site needs before it opens a game. A game in maintenance or closed still answers,
     * with its status, so the site can say why it does not open.
     */
    async gameConfig(auth: AuthUser, appId: number): Promise<GameConfig> {
      const [game, user] = await Promise.all([games.one(appId), playerAccount(db, auth.userId)]);
      return {
        userStatus: user.status === 'frozen' ? 'frozen' : 'normal',
        appId: game.appId,
        appName: game.appName,
        appIconUrl: game.appIconUrl,
        appUrl: game.appUrl,
        screenType: game.screenType,
        status: game.status,
      };
    },

    async play(auth: AuthUser, appId: number): Promise<PlayResponse> {
      const [game] = await Promise.all([games.one(appId), activePlayer(db, auth.userId)]);
      assertPlayable(game);
      const plays = await recordPlay(db, auth.userId, appId, new Date(clock.now()));
      return { appId, plays };
    },

    /**
     * A page of the player's games: the plays read anew, each game as the catalogue keeps it,
     * written from its kept JSON with the player's two fields added (`{ ...game, plays,
     * lastPlayedAt }`), rather than copied and stringified again for every answer.
     */
    async playedList(
      auth: AuthUser,
      input: z.output<typeof playedListRequestSchema>,
    ): Promise<PreSerialised> {
      const { page, pageSize } = input;
      const { rows, total } = await listPlayed(db, auth.userId, (page - 1) * pageSize, pageSize);
      const shown = await games.summaries(rows.map((row) => row.appId));
      const items: string[] = [];
      for (const { appId, plays, lastPlayedAt } of rows) {
        // A game deleted between the two reads took its plays with it: it is left out.
        const json = shown.get(appId);
        if (json === undefined) continue;
        const own: PlayersOwn = { plays, lastPlayedAt: lastPlayedAt.getTime() };
        items.push(`${json.slice(0, -1)},${JSON.stringify(own).slice(1)}`);
      }
      const data = { appList: [], page, pageSize, total, hasMore: page * pageSize < total };
      return envelopeWithList(data, 'appList', items);
    },

    /** A closed game gets no new shortcut; one in maintenance does, as it will be back. */
    async shortcut(appId: number): Promise<ShortcutFile> {
      const game = await games.one(appId);
      if (game.status === 'closed') assertPlayable(game);
      return shortcutFile(game, publicUrl);
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
