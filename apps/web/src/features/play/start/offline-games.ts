import { HOSTED_GAMES_PATH, LocalKey, type GameConfig } from '@portal/contracts';
import { storage } from '../../../lib/storage';

/** What the playing page needs to open a game without asking the server. */
export type OfflineGame = Pick<
  GameConfig,
  'appId' | 'appName' | 'appIconUrl' | 'appUrl' | 'screenType'
> & { gamesOrigin: string };

/** How many games are kept for offline play, the last played first. */
export const OFFLINE_GAMES_MAX = 20;

/**
 * A publisher's game (an uploaded zip under /hosted/, or an address of its own) rather than a
 * built-in one served by the games origin.
 */
export const isPublishersGame = (appUrl: string, gamesOrigin: string): boolean => {
  try {
    const url = new URL(appUrl);
    return url.origin !== gamesOrigin || url.pathname.startsWith(HOSTED_GAMES_PATH);
  } catch {
    return false;
  }
};

const isOfflineGame = (item: unknown): item is OfflineGame => {
  if (typeof item !== 'object' || item === null) return false;
  const game = item as Record<string, unknown>;
  return (
    typeof game.appId === 'number' &&
    typeof game.appName === 'string' &&
    typeof game.appIconUrl === 'string' &&
    typeof game.appUrl === 'string' &&
    typeof game.screenType === 'number' &&
    typeof game.gamesOrigin === 'string'
  );
};

function offlineGames(): OfflineGame[] {
  try {
    const saved: unknown = JSON.parse(storage.get(LocalKey.offlineGames) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isOfflineGame) : [];
  } catch {
    return [];
  }
}

/**
 * Remembers a built-in game the player opened, to open it again offline: the games origin's
 * service worker keeps its files. A publisher's game is never kept (its files are not cached).
 */
export function rememberForOffline(game: GameConfig, gamesOrigin: string): void {
  if (isPublishersGame(game.appUrl, gamesOrigin)) return;
  const { appId, appName, appIconUrl, appUrl, screenType } = game;
  const kept = [
    { appId, appName, appIconUrl, appUrl, screenType, gamesOrigin },
    ...offlineGames().filter((item) => item.appId !== appId),
  ].slice(0, OFFLINE_GAMES_MAX);
  storage.set(LocalKey.offlineGames, JSON.stringify(kept));
}

/** The game to open offline, when the browser has no connection and the game was kept. */
export function offlineGame(appId: number): OfflineGame | null {
  if (navigator.onLine) return null;
  return offlineGames().find((item) => item.appId === appId) ?? null;
}
