import { createGameClient } from '@portal/game-sdk';
import { keepForOffline } from './offline.js';

/** A burst of moves becomes one save: the last state after this much quiet is written. */
export const SAVE_DEBOUNCE_MS = 400;

/**
 * The SDK client plus JSON saves: a game keeps its best score (and its board where that is
 * natural) under one key, with the player's account when embedded in the portal.
 */
export function createSession<T>(fallback: T) {
  const client = createGameClient();
  keepForOffline();
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const { value } = pending;
    pending = null;
    client.saveData('progress', JSON.stringify(value)).catch(() => undefined);
  };
  // Whatever is still waiting goes out before the page hides or a portal dialog covers the game.
  window.addEventListener('pagehide', flush);
  client.on('pause', flush);

  return {
    client,
    async load(): Promise<T> {
      try {
        const raw = await client.loadData('progress');
        return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<T>) } : fallback;
      } catch {
        return fallback;
      }
    },
    save(value: T): void {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    flush,
  };
}
