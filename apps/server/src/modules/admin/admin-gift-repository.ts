import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, giftCodes, gifts } from '../../db/schema.js';

export type NewGiftRow = typeof gifts.$inferInsert;

/** Rows per insert statement: far below the drivers' limit of parameters per statement. */
const INSERT_CHUNK = 1_000;

/** A code nobody holds (a code whose holder's account was deleted stays given out). */
const isFree = sql`${giftCodes.claimedBy} IS NULL AND ${giftCodes.claimedAt} IS NULL`;

const countedFields = {
  gift: gifts,
  appName: games.name,
  total: sql<number>`(SELECT count(*)::int FROM ${giftCodes} WHERE ${giftCodes.giftId} = ${gifts.giftId})`,
  remaining: sql<number>`(SELECT count(*)::int FROM ${giftCodes} WHERE ${giftCodes.giftId} = ${gifts.giftId} AND ${isFree})`,
};

export type CountedGift = NonNullable<Awaited<ReturnType<typeof findCountedGift>>>;

export async function insertGift(db: Db, values: NewGiftRow): Promise<number> {
  const [row] = await db.insert(gifts).values(values).returning({ giftId: gifts.giftId });
  if (!row) throw new Error('the gift was not stored');
  return row.giftId;
}

/** Writes a gift's editable fields; false when there is no such gift. */
export async function updateGift(
  db: Db,
  giftId: number,
  values: Pick<NewGiftRow, 'title' | 'description' | 'rechargeRequirement' | 'startsAt' | 'endsAt'>,
): Promise<boolean> {
  const rows = await db
    .update(gifts)
    .set(values)
    .where(eq(gifts.giftId, giftId))
    .returning({ giftId: gifts.giftId });
  return rows.length > 0;
}

export async function findCountedGift(db: Db, giftId: number) {
  const [row] = await db
    .select(countedFields)
    .from(gifts)
    .innerJoin(games, eq(games.appId, gifts.appId))
    .where(eq(gifts.giftId, giftId))
    .limit(1);
  return row;
}

/** Every gift, newest first, whether on show or not. */
export async function listCountedGifts(
  db: Db,
  query: { appId?: number | undefined; offset: number; limit: number },
) {
  const where = query.appId === undefined ? undefined : eq(gifts.appId, query.appId);
  const [rows, totals] = await Promise.all([
    db
      .select(countedFields)
      .from(gifts)
      .innerJoin(games, eq(games.appId, gifts.appId))
      .where(where)
      .orderBy(desc(gifts.createdAt), desc(gifts.giftId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(gifts).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Adds the codes the gift does not have yet, all in one transaction: either every new code is
 * stored or none is. Answers the codes that were already there (also those another import
 * stored meanwhile), which were left alone.
 */
export async function insertGiftCodes(
  db: Db,
  giftId: number,
  codes: readonly string[],
): Promise<{ inserted: number; existing: Set<string> }> {
  return db.transaction(async (tx) => {
    const existing = new Set<string>();
    let inserted = 0;
    for (let start = 0; start < codes.length; start += INSERT_CHUNK) {
      const chunk = codes.slice(start, start + INSERT_CHUNK);
      const stored = await tx
        .insert(giftCodes)
        .values(chunk.map((code) => ({ giftId, code })))
        .onConflictDoNothing({ target: [giftCodes.giftId, giftCodes.code] })
        .returning({ code: giftCodes.code });
      inserted += stored.length;
      if (stored.length === chunk.length) continue;
      const fresh = new Set(stored.map((row) => row.code));
      for (const code of chunk) if (!fresh.has(code)) existing.add(code);
    }
    return { inserted, existing };
  });
}
