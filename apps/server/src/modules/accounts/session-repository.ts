import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';

export type NewSession = typeof sessions.$inferInsert;

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export async function insertSession(db: Db, values: NewSession) {
  await db.insert(sessions).values(values);
}

/** A session that is neither revoked nor expired, found by either token's hash. */
export async function findLiveSession(
  db: Db,
  by: { h5TokenHash: string } | { sdkTokenHash: string },
) {
  const key =
    'h5TokenHash' in by
      ? eq(sessions.h5TokenHash, by.h5TokenHash)
      : eq(sessions.sdkTokenHash, by.sdkTokenHash);
  const rows = await db
    .select({
      h5TokenHash: sessions.h5TokenHash,
      sdkTokenHash: sessions.sdkTokenHash,
      userId: sessions.userId,
      platform: sessions.platform,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(key, live()))
    .limit(1);
  return rows[0];
}

/**
 * Revokes one live session and says whether it was live: of two requests racing to replace the
 * same session, only one sees true.
 */
export async function revokeSession(db: Db, h5TokenHash: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.h5TokenHash, h5TokenHash), live()))
    .returning({ h5TokenHash: sessions.h5TokenHash });
  return rows.length > 0;
}

export async function revokeUserSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
