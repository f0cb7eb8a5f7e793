import { z } from 'zod';

const KEY = 'pendingGiftClaim';

const pendingSchema = z.object({
  giftKey: z.string(),
  title: z.string(),
  appId: z.number(),
  appName: z.string(),
});
export type PendingClaim = z.infer<typeof pendingSchema>;

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
      const parsed = pendingSchema.safeParse(JSON.parse(text ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
};
