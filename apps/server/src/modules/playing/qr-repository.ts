import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import { qrLinks } from '../../db/schema.js';

/** The link of that token hash, unused and not expired at `now`. */
const liveLink = (tokenHash: string, now: Date) =>
  and(eq(qrLinks.tokenHash, tokenHash), isNull(qrLinks.usedAt), gt(qrLinks.expiresAt, now));

export type QrLinkRow = typeof qrLinks.$inferSelect;

/** Stores a new link for a player and game; it supersedes the player's earlier ones for the game. */
export async function replaceQrLink(
  db: Db,
  link: {
    tokenHash: string;
    userId: number;
    appId: number;
    platform: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(qrLinks)
      .where(and(eq(qrLinks.userId, link.userId), eq(qrLinks.appId, link.appId)));
    await tx.insert(qrLinks).values(link);
  });
}

/**
 * Uses a link up if it is unused and still valid at `now`: one statement, so of two concurrent
 * scans only one gets the game.
 */
export async function useQrLink(
  db: Db,
  tokenHash: string,
  now: Date,
  usedBy: string | null = null,
): Promise<Pick<QrLinkRow, 'appId' | 'userId' | 'platform'> | undefined> {
  const [row] = await db
    .update(qrLinks)
    .set({ usedAt: now, usedBy })
    .where(liveLink(tokenHash, now))
    .returning({ appId: qrLinks.appId, userId: qrLinks.userId, platform: qrLinks.platform });
  return row;
}

/** A link that still opens a game at `now` (unused, not expired), without using it. */
export async function findLiveQrLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<QrLinkRow | undefined> {
  const [row] = await db.select().from(qrLinks).where(liveLink(tokenHash, now)).limit(1);
  return row;
}

/** A link that was never used, if it still exists (a newer one deletes it). */
export async function findUnusedQrLink(db: Db, tokenHash: string): Promise<QrLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(qrLinks)
    .where(and(eq(qrLinks.tokenHash, tokenHash), isNull(qrLinks.usedAt)))
    .limit(1);
  return row;
}

/** Deletes the links that expired before `before`: used or not, none of them opens a game again. */
export function deleteExpiredQrLinks(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, qrLinks, qrLinks.tokenHash, lt(qrLinks.expiresAt, before));
}
