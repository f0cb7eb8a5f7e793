import type { GameCategoryValue } from '@portal/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedFor } from '../../db/prepared.js';
import { gameCategories, games, gameTags, tags } from '../../db/schema.js';

export type GameRow = typeof games.$inferSelect;

/**
 * The columns a game in a list is shown with: a read that needs no more (the games a player's
 * played list names, search pages) leaves out the description, screenshots and search columns,
 * which cost the database, the wire and the driver's decoding most of a row's time.
 */
export const listedGameColumns = {
  appId: games.appId,
  name: games.name,
  briefIntro: games.briefIntro,
  iconUrl: games.iconUrl,
  bannerUrl: games.bannerUrl,
  appUrl: games.appUrl,
  appType: games.appType,
  screenType: games.screenType,
  status: games.status,
};
export type ListedGameRow = Pick<GameRow, keyof typeof listedGameColumns>;
export interface TagRow {
  appId: number;
  tagId: number;
  tagName: string;
}

/** Written as the popularity index's predicate, so the planner can match the two. */
const listed = sql`${games.status} <> 'closed'`;

/**
 * Counts the games of a list under `key` (one per filter, the same for every page of it). A list's
 * total counts every listed game of the catalogue, tens of milliseconds on 100,000; the service
 * keeps each for as long as its answers (see `ResponseCache.count`), and without it counts anew.
 */
export type ListCounter = (key: string, count: () => Promise<number>) => Promise<number>;

const countEachTime: ListCounter = (_key, count) => count();

export interface ListQuery {
  offset: number;
  limit: number;
  category?: GameCategoryValue | undefined;
  tagId?: number | undefined;
}

export async function listGames(
  db: Db,
  q: ListQuery,
  counter: ListCounter = countEachTime,
): Promise<{ rows: GameRow[]; total: number }> {
  const conditions: SQL[] = [listed];
  const order: SQL[] = [];
  let query = db.select({ game: games }).from(games).$dynamic();
  let count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .$dynamic();
  if (q.category) {
    const join = and(
      eq(gameCategories.appId, games.appId),
      eq(gameCategories.category, q.category),
    );
    query = query.innerJoin(gameCategories, join);
    count = count.innerJoin(gameCategories, join);
    order.push(asc(gameCategories.position));
  }
  if (q.tagId !== undefined) {
    const join = and(eq(gameTags.appId, games.appId), eq(gameTags.tagId, q.tagId));
    query = query.innerJoin(gameTags, join);
    count = count.innerJoin(gameTags, join);
  }
  if (!q.category) order.push(desc(games.playCount));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    query
      .where(where)
      .orderBy(...order, asc(games.appId))
      .limit(q.limit)
      .offset(q.offset),
    counter(
      `games:${q.category ?? ''}:${q.tagId ?? ''}`,
      async () => (await count.where(where))[0]?.n ?? 0,
    ),
  ]);
  return { rows: rows.map((r) => r.game), total };
}

export async function findGame(db: Db, appId: number): Promise<GameRow | undefined> {
  const rows = await db.select().from(games).where(eq(games.appId, appId)).limit(1);
  return rows[0];
}

export async function categoriesOf(db: Db, appId: number): Promise<GameCategoryValue[]> {
  const rows = await db
    .select({ category: gameCategories.category })
    .from(gameCategories)
    .where(eq(gameCategories.appId, appId))
    .orderBy(asc(gameCategories.category));
  return rows.map((r) => r.category);
}

/**
 * The tags of a page of games, by name. Prepared once, with the games given as one array: built
 * anew for every page (the played list, a list read anew) it cost the server more than its answer.
 */
const tagsOfStatement = preparedFor((db) =>
  db
    .select({ appId: gameTags.appId, tagId: tags.tagId, tagName: tags.name })
    .from(gameTags)
    .innerJoin(tags, eq(tags.tagId, gameTags.tagId))
    .where(sql`${gameTags.appId} = ANY(${sql.placeholder('appIds')}::int[])`)
    .orderBy(asc(tags.name))
    .prepare('game_tags_of'),
);

/** Games in the list shape by id, in one prepared statement. */
const listedGamesOfStatement = preparedFor((db) =>
  db
    .select(listedGameColumns)
    .from(games)
    .where(sql`${games.appId} = ANY(${sql.placeholder('appIds')}::int[])`)
    .prepare('listed_games_of'),
);

/** The games of `appIds` that exist, in no order, in the list shape's columns. */
export async function listedGamesOf(db: Db, appIds: number[]): Promise<ListedGameRow[]> {
  if (appIds.length === 0) return [];
  return listedGamesOfStatement(db).execute({ appIds });
}

export async function tagsOf(db: Db, appIds: number[]): Promise<TagRow[]> {
  if (appIds.length === 0) return [];
  return tagsOfStatement(db).execute({ appIds });
}

export async function allTags(db: Db): Promise<{ tagId: number; tagName: string }[]> {
  return db.select({ tagId: tags.tagId, tagName: tags.name }).from(tags).orderBy(asc(tags.name));
}

/** Listed games by plays (most first) or by release (newest first), for the client's lists. */
export async function listGamesOrdered(
  db: Db,
  q: { order: 'mostPlayed' | 'newest'; offset: number; limit: number },
  counter: ListCounter = countEachTime,
): Promise<{ rows: GameRow[]; total: number }> {
  const order = q.order === 'newest' ? desc(games.releasedAt) : desc(games.playCount);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(games)
      .where(listed)
      .orderBy(order, asc(games.appId))
      .limit(q.limit)
      .offset(q.offset),
    // Every listed game, as `listGames` counts them with no filter: the same key.
    counter('games::', async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(games)
        .where(listed);
      return counted?.n ?? 0;
    }),
  ]);
  return { rows, total };
}

/** Each category's listed game count and first game (by its position), for the type list. */
export async function categorySummaries(
  db: Db,
): Promise<Array<{ category: GameCategoryValue; count: number; first: GameRow | undefined }>> {
  const rows = await db
    .select({ category: gameCategories.category, game: games })
    .from(gameCategories)
    .innerJoin(games, eq(gameCategories.appId, games.appId))
    .where(listed)
    .orderBy(asc(gameCategories.category), asc(gameCategories.position), asc(games.appId));
  const summaries = new Map<GameCategoryValue, { count: number; first: GameRow | undefined }>();
  for (const row of rows) {
    const summary = summaries.get(row.category) ?? { count: 0, first: row.game };
    summary.count += 1;
    summaries.set(row.category, summary);
  }
  return [...summaries].map(([category, summary]) => ({ category, ...summary }));
}
