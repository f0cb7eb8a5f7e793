import { Code, type Game } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';

/** A game in maintenance or closed opens nothing: the player is told why instead (4063, 4064). */
export function assertPlayable(game: Pick<Game, 'status'>): void {
  if (game.status === 'maintenance') throw new ApiError(Code.GAME_MAINTENANCE);
  if (game.status === 'closed') throw new ApiError(Code.GAME_CLOSED);
}
