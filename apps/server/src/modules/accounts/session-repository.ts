import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import { preparedFor } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema.js';

/** What a new session is written with; its time of creation and revocation are the table's. */
export type NewSession = Pick<
  typeof sessions.$inferInsert,
  'h5TokenHash' | 'sdkTokenHash' | 'userId' | 'platform' | 'expiresAt'
>;

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

const sessionInsert = preparedFor((db) =>
  db
    .insert(sessions)
    .values({
      h5TokenHash: sql.placeholder('h5TokenHash'),
      sdkTokenHash: sql.placeholder('sdkTokenHash'),
      userId: sql.placeholder('userId'),
      platform: sql.placeholder('platform'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('session_insert'),
);

export async function insertSession(db: Db, values: NewSession) {
  await sessionInsert(db).execute(values);
}

/** The live session of a token's hash: looked up on every signed-in request. */
const liveSessionBy = (token: 'h5TokenHash' | 'sdkTokenHash') =>
  preparedFor((db) =>
    db
      .select({
        h5TokenHash: sessions.h5TokenHash,
        sdkTokenHash: sessions.sdkTokenHash,
        userId: sessions.userId,
        platform: sessions.platform,
        expiresAt: sessions.expiresAt,
        userStatus: users.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.userId, sessions.userId))
      .where(and(eq(sessions[token], sql.placeholder('hash')), live()))
      .limit(1)
      .prepare(`live_session_by_${token}`),
  );
const liveSessionByH5 = liveSessionBy('h5TokenHash');
const liveSessionBySdk = liveSessionBy('sdkTokenHash');

/** A session that is neither revoked nor expired, found by either token's hash. */
export async function findLiveSession(
  db: Db,
  by: { h5TokenHash: string } | { sdkTokenHash: string },
) {
  const rows =
    'h5TokenHash' in by
      ? await liveSessionByH5(db).execute({ hash: by.h5TokenHash })
      : await liveSessionBySdk(db).execute({ hash: by.sdkTokenHash });
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

/**
 * Deletes the sessions that ended (expired or revoked) before `before`. Only live sessions are
 * ever read, so a token of a deleted one is refused as it was before: as unknown.
 */
export function deleteEndedSessions(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    sessions,
    sessions.h5TokenHash,
    or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)),
  );
}
