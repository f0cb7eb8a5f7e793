import { Code } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';

/**
 * The refusal of tokens that open no live session. A ban ends every session of the player at
 * once, so the next call of a player banned while signed in comes with an ended session: it
 * answers 4080, for the site to say why (the banned dialog), rather than 4017 (log in again).
 * Any other ended, expired or unknown session answers 4017.
 */
export async function endedSessionError(
  db: Db,
  by: { h5TokenHash: string } | { sdkTokenHash: string },
): Promise<ApiError> {
  const [column, hash] =
    'h5TokenHash' in by
      ? [sessions.h5TokenHash, by.h5TokenHash]
      : [sessions.sdkTokenHash, by.sdkTokenHash];
  const [row] = await db
    .select({ status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(column, hash))
    .limit(1);
  return new ApiError(row?.status === 'banned' ? Code.BANNED : Code.TOKEN_INVALID);
}
