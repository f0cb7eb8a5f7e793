import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { countOfAll, preparedFor } from '../../db/prepared.js';
import { games, playedGames, playEvents } from '../../db/schema.js';

export interface PlayedRow {
  appId: number;
  plays: number;
  lastPlayedAt: Date;
}

/**
 * Counts one play: the player's own count and time of the game, the game's popularity, and a
 * dated row for the publisher's reports. Returns the player's plays of the game so far.
 */
export async function recordPlay(db: Db, userId: number, appId: number, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(playedGames)
      .values({ userId, appId, plays: 1, lastPlayedAt: at })
      .onConflictDoUpdate({
        target: [playedGames.userId, playedGames.appId],
        set: { plays: sql`${playedGames.plays} + 1`, lastPlayedAt: at },
      })
      .returning({ plays: playedGames.plays });
    await tx
      .update(games)
      .set({ playCount: sql`${games.playCount} + 1` })
      .where(eq(games.appId, appId));
    await tx.insert(playEvents).values({ userId, appId, createdAt: at });
    return row?.plays ?? 1;
  });
}

/**
 * A page of the player's plays, each with the count of all of them: one narrow statement on the
 * player's own rows. The games themselves are the catalogue's, kept in memory (see
 * `GameService.summaries`), so the page reads no game and no tag; a game's deletion removes its
 * plays with it.
 */
const playedPage = preparedFor((db) =>
  db
    .select({
      appId: playedGames.appId,
      plays: playedGames.plays,
      lastPlayedAt: playedGames.lastPlayedAt,
      total: countOfAll(),
    })
    .from(playedGames)
    .where(eq(playedGames.userId, sql.placeholder('userId')))
    .orderBy(desc(playedGames.lastPlayedAt), asc(playedGames.appId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('played_recent'),
);

const playedCount = preparedFor((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(playedGames)
    .where(eq(playedGames.userId, sql.placeholder('userId')))
    .prepare('played_count'),
);

/** A page of the player's plays, most recent first, and the count of all of them. */
export async function listPlayed(
  db: Db,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: PlayedRow[]; total: number }> {
  const rows = await playedPage(db).execute({ userId, limit, offset });
  const first = rows[0];
  if (first) return { rows, total: first.total };
  // A page past the end holds no row to carry the count.
  if (offset === 0) return { rows, total: 0 };
  const totals = await playedCount(db).execute({ userId });
  return { rows, total: totals[0]?.n ?? 0 };
}
