import { IconRedDot, type IconState, type IconStateSaveRequest } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { iconStates } from '../../db/schema.js';

const asDot = (value: number) =>
  value === IconRedDot.HIDDEN ? IconRedDot.HIDDEN : IconRedDot.SHOWN;

/** A player's icon red dots for one game; both shown when nothing was saved. */
export async function readIconState(db: Db, userId: number, appId: number): Promise<IconState> {
  const [row] = await db
    .select()
    .from(iconStates)
    .where(and(eq(iconStates.userId, userId), eq(iconStates.appId, appId)))
    .limit(1);
  return {
    appId,
    shortcutReddot: asDot(row?.shortcutReddot ?? IconRedDot.SHOWN),
    shareReddot: asDot(row?.shareReddot ?? IconRedDot.SHOWN),
  };
}

/** Sets the icon red dots the request names, leaving the other as it was. */
export async function saveIconState(
  db: Db,
  userId: number,
  input: IconStateSaveRequest,
): Promise<IconState> {
  const changes = {
    ...(input.shortcutReddot === undefined ? {} : { shortcutReddot: input.shortcutReddot }),
    ...(input.shareReddot === undefined ? {} : { shareReddot: input.shareReddot }),
  };
  const [row] = await db
    .insert(iconStates)
    .values({ userId, appId: input.appId, ...changes })
    .onConflictDoUpdate({
      target: [iconStates.userId, iconStates.appId],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  return {
    appId: input.appId,
    shortcutReddot: asDot(row?.shortcutReddot ?? IconRedDot.SHOWN),
    shareReddot: asDot(row?.shareReddot ?? IconRedDot.SHOWN),
  };
}
