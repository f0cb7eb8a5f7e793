const KEY = 'pendingGiftClaim';

export interface PendingClaim {
  giftKey: string;
  title: string;
  appId: number;
  appName: string;
}

/**
 * The stored claim if it has every field with its type. Checked by hand: this module loads with a
 * game's page, and a schema library would be code the page runs for four fields.
 */
function asPendingClaim(value: unknown): PendingClaim | null {
  if (typeof value !== 'object' || value === null) return null;
  const { giftKey, title, appId, appName } = value as Record<string, unknown>;
  if (typeof giftKey !== 'string' || typeof title !== 'string') return null;
  if (typeof appId !== 'number' || typeof appName !== 'string') return null;
  return { giftKey, title, appId, appName };
}

/**
 * A claim asked for before logging in. A login reloads the page, so the claim waits in session
 * storage (this tab only) and is made by the reloaded page.
 */
export const pendingClaim = {
  save(claim: PendingClaim): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(claim));
    } catch {
      // Blocked storage: the player claims again after the reload.
    }
  },
  take(): PendingClaim | null {
    try {
      const text = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
      return asPendingClaim(JSON.parse(text ?? 'null'));
    } catch {
      return null;
    }
  },
};
