import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { countOfAll, preparedFor } from '../../db/prepared.js';
import { games, playedGames, playEvents } from '../../db/schema.js';
import type { Tag } from '@portal/contracts';
import { listedGameColumns, tagsOfEachGame, type ListedGameRow } from '../games/game-repository.js';

export interface PlayedRow {
  game: ListedGameRow;
  tags: Tag[];
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
 * A page of the player's games, each with its tags and the count of all of them: one query, not
 * three. The page is taken from the player's plays first, so only its own games are read.
 */
const playedPage = preparedFor((db) => {
  const page = db.$with('page').as(
    db
      .select({
        appId: playedGames.appId,
        plays: playedGames.plays,
        lastPlayedAt: playedGames.lastPlayedAt,
        total: countOfAll().as('total'),
      })
      .from(playedGames)
      .where(eq(playedGames.userId, sql.placeholder('userId')))
      .orderBy(desc(playedGames.lastPlayedAt), asc(playedGames.appId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return db
    .with(page)
    .select({
      game: listedGameColumns,
      tags: tagsOfEachGame,
      plays: page.plays,
      lastPlayedAt: page.lastPlayedAt,
      total: page.total,
    })
    .from(page)
    .innerJoin(games, eq(games.appId, page.appId))
    .orderBy(desc(page.lastPlayedAt), asc(page.appId))
    .prepare('played_page');
});

const playedCount = preparedFor((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(playedGames)
    .where(eq(playedGames.userId, sql.placeholder('userId')))
    .prepare('played_count'),
);

/** The player's games, most recently played first. */
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
