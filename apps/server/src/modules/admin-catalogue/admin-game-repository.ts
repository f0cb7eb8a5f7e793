import type { GameCategoryValue, GameStatusValue } from '@portal/contracts';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameCategories, games, gameTags, tags } from '../../db/schema.js';
import type { GameRow } from '../games/game-repository.js';

export type NewGame = typeof games.$inferInsert;
export interface PlaceRow {
  appId: number;
  category: GameCategoryValue;
  position: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminListQuery {
  offset: number;
  limit: number;
  search?: string | undefined;
  status?: GameStatusValue | undefined;
  category?: GameCategoryValue | undefined;
}

/**
 * Every game, whatever its status: newest first, or in a category's order when one is given.
 * The name is matched on the lower-cased search name, which the trigram index serves.
 */
export async function listAdminGames(
  db: Db,
  q: AdminListQuery,
): Promise<{ rows: GameRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.search) {
    conditions.push(sql`${games.searchName} LIKE ${`%${escapeLike(q.search.toLowerCase())}%`}`);
  }
  if (q.status) conditions.push(eq(games.status, q.status));
  let query = db.select({ game: games }).from(games).$dynamic();
  let count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .$dynamic();
  const order: SQL[] = [];
  if (q.category) {
    const join = and(
      eq(gameCategories.appId, games.appId),
      eq(gameCategories.category, q.category),
    );
    query = query.innerJoin(gameCategories, join);
    count = count.innerJoin(gameCategories, join);
    order.push(asc(gameCategories.position), asc(games.appId));
  } else {
    order.push(desc(games.appId));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    query
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    count.where(where),
  ]);
  return { rows: rows.map((r) => r.game), total: totals[0]?.n ?? 0 };
}

export async function placesOf(db: Db, appIds: number[]): Promise<PlaceRow[]> {
  if (appIds.length === 0) return [];
  return db
    .select({
      appId: gameCategories.appId,
      category: gameCategories.category,
      position: gameCategories.position,
    })
    .from(gameCategories)
    .where(inArray(gameCategories.appId, appIds))
    .orderBy(asc(gameCategories.category));
}

export async function insertGame(db: Db, values: NewGame): Promise<GameRow> {
  const [row] = await db.insert(games).values(values).returning();
  if (!row) throw new Error('the game was not stored');
  return row;
}

export async function updateGame(
  db: Db,
  appId: number,
  values: Partial<NewGame>,
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(games.appId, appId))
    .returning();
  return row;
}

/** The game's row, locked until the transaction ends: changes to one game are made in turn. */
export async function lockGame(db: Db, appId: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.appId, appId)).for('update');
  return row;
}

/**
 * The ids of tags by name, creating the ones the catalogue does not have. A name matches an
 * existing tag whatever its case, so "puzzle" joins "Puzzle" rather than starting a twin.
 */
export async function tagIdsFor(db: Db, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const find = () =>
    db
      .select({ tagId: tags.tagId, name: tags.name })
      .from(tags)
      .where(inArray(sql`lower(${tags.name})`, lowered));
  const known = new Set((await find()).map((row) => row.name.toLowerCase()));
  const missing = new Map<string, string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (!known.has(key) && !missing.has(key)) missing.set(key, name);
  }
  if (missing.size > 0) {
    await db
      .insert(tags)
      .values([...missing.values()].map((name) => ({ name })))
      .onConflictDoNothing();
  }
  return (await find()).map((row) => row.tagId);
}

export async function setGameTags(db: Db, appId: number, tagIds: number[]): Promise<void> {
  await db.delete(gameTags).where(eq(gameTags.appId, appId));
  if (tagIds.length > 0) {
    await db
      .insert(gameTags)
      .values(tagIds.map((tagId) => ({ appId, tagId })))
      .onConflictDoNothing();
  }
}

/** Sets the lists a game is in; a list it joins takes it last, the others keep its place. */
export async function setGameCategories(
  db: Db,
  appId: number,
  categories: GameCategoryValue[],
): Promise<void> {
  await db
    .delete(gameCategories)
    .where(
      and(
        eq(gameCategories.appId, appId),
        categories.length > 0 ? notInArray(gameCategories.category, categories) : undefined,
      ),
    );
  for (const category of categories) {
    await db.execute(sql`
      INSERT INTO ${gameCategories} (app_id, category, position)
      SELECT ${appId}::int, ${category}::text, coalesce(max(position), 0) + 1
      FROM ${gameCategories} WHERE category = ${category}
      ON CONFLICT DO NOTHING`);
  }
}

/** The games of a list in order, locked until the transaction ends. */
export async function lockCategory(db: Db, category: GameCategoryValue): Promise<number[]> {
  const rows = await db
    .select({ appId: gameCategories.appId })
    .from(gameCategories)
    .where(eq(gameCategories.category, category))
    .orderBy(asc(gameCategories.position), asc(gameCategories.appId))
    .for('update');
  return rows.map((row) => row.appId);
}

/** Numbers a list 1, 2, 3... in the given order of its games. */
export async function setCategoryOrder(
  db: Db,
  category: GameCategoryValue,
  appIds: number[],
): Promise<void> {
  const ids = sql.join(
    appIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${gameCategories} SET position = ordered.n
    FROM unnest(ARRAY[${ids}]::int[]) WITH ORDINALITY AS ordered(app_id, n)
    WHERE ${gameCategories.category} = ${category} AND ${gameCategories.appId} = ordered.app_id`);
}
