import { createGameClient } from '@portal/game-sdk';

/**
 * The SDK client plus JSON saves: a game keeps its best score (and its board where that is
 * natural) under one key, with the player's account when embedded in the portal.
 */
export function createSession<T>(fallback: T) {
  const client = createGameClient();
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
      client.saveData('progress', JSON.stringify(value)).catch(() => undefined);
    },
  };
}
