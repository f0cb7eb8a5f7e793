import { LocalKey } from '@portal/contracts';
import { storage } from '../../../lib/storage';

/** The playing state of spec section 3: which game was started, by name and icon. */
export interface PlayingApp {
  appId: number;
  appName: string;
  appIconUrl: string;
}

export function storePlayingApp({ appId, appName, appIconUrl }: PlayingApp): void {
  storage.set(LocalKey.playingApp, JSON.stringify({ appId, appName, appIconUrl }));
}

/** The stored playing state, if it is the game asked for. */
export function playingApp(appId: number): PlayingApp | null {
  try {
    const saved: unknown = JSON.parse(storage.get(LocalKey.playingApp) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { appId: id, appName, appIconUrl } = saved as Record<string, unknown>;
    return id === appId && typeof appName === 'string' && typeof appIconUrl === 'string'
      ? { appId, appName, appIconUrl }
      : null;
  } catch {
    return null;
  }
}

/**
 * A visit "came from outside" when the playing page is the first page of this tab's history
 * (a share link, a bookmark, a typed address); the router numbers the entries it pushes.
 */
export function cameFromOutside(state: unknown = window.history.state): boolean {
  if (typeof state !== 'object' || state === null) return true;
  const { idx } = state as Record<string, unknown>;
  return !(typeof idx === 'number' && idx > 0);
}
