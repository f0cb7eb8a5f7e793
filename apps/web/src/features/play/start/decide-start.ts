import { Code, messageFor, ScreenType, type GameConfig } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/** Where an asynchronous step stands, as TanStack Query reports it. */
export type Step<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

export interface StartInput {
  /** Start-up login has settled (or not yet). */
  sessionReady: boolean;
  /** A login has just succeeded and the page is about to load again under it. */
  reloading: boolean;
  isLogin: boolean;
  fromOutside: boolean;
  config: Step<GameConfig>;
  play: Step<unknown>;
}

export type StartDecision =
  | { kind: 'wait' }
  | { kind: 'login'; closable: boolean }
  | { kind: 'not-found' }
  | { kind: 'banned'; message: string }
  | { kind: 'frozen'; goHome: boolean }
  | { kind: 'unavailable'; reason: 'maintenance' | 'closed'; message: string }
  | { kind: 'failed'; message: string; refresh: boolean }
  | { kind: 'record'; config: GameConfig }
  | { kind: 'play'; config: GameConfig; fullScreen: boolean };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 0);
const textOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messageFor(Code.SERVER_ERROR);

/** A refusal of the game config or the play record, as what the page shows. */
function refused(error: unknown, fromOutside: boolean): StartDecision {
  const code = codeOf(error);
  switch (code) {
    case Code.INVALID_APP_ID:
      return { kind: 'not-found' };
    case Code.BANNED:
      return { kind: 'banned', message: textOf(error) };
    case Code.ACCOUNT_FROZEN:
      return { kind: 'frozen', goHome: fromOutside };
    case Code.GAME_MAINTENANCE:
      return { kind: 'unavailable', reason: 'maintenance', message: textOf(error) };
    case Code.GAME_CLOSED:
      return { kind: 'unavailable', reason: 'closed', message: textOf(error) };
    default:
      // 4016 says "Please refresh the page."; a fresh load fetches a fresh config and key.
      return { kind: 'failed', message: textOf(error), refresh: code === Code.INVALID_SIGN };
  }
}

/**
 * The start-game flow of spec section 4 as a pure decision: log in first (without a close button
 * when the visit came from outside), then the game config decides (frozen, maintenance, closed),
 * then the signed play record, and only then the game opens.
 */
export function decideStart(input: StartInput): StartDecision {
  const { config, play, fromOutside } = input;
  if (!input.sessionReady || input.reloading) return { kind: 'wait' };
  if (!input.isLogin) return { kind: 'login', closable: !fromOutside };
  if (config.status === 'error') return refused(config.error, fromOutside);
  if (config.status !== 'success') return { kind: 'wait' };
  const game = config.data;
  if (game.userStatus === 'frozen') return { kind: 'frozen', goHome: fromOutside };
  if (game.status === 'maintenance')
    return {
      kind: 'unavailable',
      reason: 'maintenance',
      message: messageFor(Code.GAME_MAINTENANCE),
    };
  if (game.status === 'closed')
    return { kind: 'unavailable', reason: 'closed', message: messageFor(Code.GAME_CLOSED) };
  if (play.status === 'error') return refused(play.error, fromOutside);
  if (play.status !== 'success') return { kind: 'record', config: game };
  return { kind: 'play', config: game, fullScreen: game.screenType === ScreenType.FULL_SCREEN };
}
