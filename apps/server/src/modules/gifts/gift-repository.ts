import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { preparedFor } from '../../db/prepared.js';
import { games, giftCodes, gifts, recharges, users } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export type GiftRow = typeof gifts.$inferSelect;

export interface ListedGift {
  gift: GiftRow;
  appName: string;
  appIconUrl: string;
  total: number;
  remaining: number;
  code: string | null;
  claimedAt: Date | null;
}

const mine = alias(giftCodes, 'mine');

/** A code nobody holds: never claimed, and not one whose holder's account was deleted since. */
const isFree = sql`${giftCodes.claimedBy} IS NULL AND ${giftCodes.claimedAt} IS NULL`;

const totalOf = sql<number>`(SELECT count(*)::int FROM ${giftCodes} WHERE ${giftCodes.giftId} = ${gifts.giftId})`;
const remainingOf = sql<number>`(SELECT count(*)::int FROM ${giftCodes} WHERE ${giftCodes.giftId} = ${gifts.giftId} AND ${isFree})`;
const hasFree = sql`EXISTS (SELECT 1 FROM ${giftCodes} WHERE ${giftCodes.giftId} = ${gifts.giftId} AND ${isFree})`;

const listedFields = {
  gift: gifts,
  appName: games.name,
  appIconUrl: games.iconUrl,
  total: totalOf,
  remaining: remainingOf,
  code: mine.code,
  claimedAt: mine.claimedAt,
};

/** Gifts on show at `now`: started, not ended, of a game that is not closed. */
const onShow = (now: Date): SQL[] => [
  lte(gifts.startsAt, now),
  or(isNull(gifts.endsAt), gt(gifts.endsAt, now)) ?? sql`true`,
  ne(games.status, 'closed'),
];

export interface GiftQuery {
  now: Date;
  userId: number | null;
  appId?: number | undefined;
  onlyAvailable: boolean;
  offset: number;
  limit: number;
}

/** The Gift Center, or one game's gifts: newest first, with this player's code where held. */
export async function listGifts(
  db: Db,
  q: GiftQuery,
): Promise<{ rows: ListedGift[]; total: number }> {
  const conditions = onShow(q.now);
  if (q.appId !== undefined) conditions.push(eq(gifts.appId, q.appId));
  if (q.onlyAvailable) conditions.push(hasFree);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(listedFields)
      .from(gifts)
      .innerJoin(games, eq(games.appId, gifts.appId))
      .leftJoin(
        mine,
        and(
          eq(mine.giftId, gifts.giftId),
          q.userId === null ? sql`false` : eq(mine.claimedBy, q.userId),
        ),
      )
      .where(where)
      .orderBy(desc(gifts.createdAt), desc(gifts.giftId))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(gifts)
      .innerJoin(games, eq(games.appId, gifts.appId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The gifts a player holds a code of, most recent claim first, whatever became of the gift. */
export async function listClaimed(
  db: Db,
  q: { userId: number; appId?: number | undefined; offset: number; limit: number },
): Promise<{ rows: ListedGift[]; total: number }> {
  const owned = and(
    eq(mine.claimedBy, q.userId),
    q.appId === undefined ? undefined : eq(gifts.appId, q.appId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(listedFields)
      .from(mine)
      .innerJoin(gifts, eq(gifts.giftId, mine.giftId))
      .innerJoin(games, eq(games.appId, gifts.appId))
      .where(owned)
      .orderBy(desc(mine.claimedAt), asc(mine.codeId))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mine)
      .innerJoin(gifts, eq(gifts.giftId, mine.giftId))
      .where(owned),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** What a claim checks, from one read (see `claimContext`). */
export interface ClaimContext {
  /** The gift and its game's status; none when there is no such gift. */
  found: { gift: GiftRow; gameStatus: (typeof games.$inferSelect)['status'] } | undefined;
  /** The player's account status; none when the account is gone. */
  playerStatus: (typeof users.$inferSelect)['status'] | undefined;
  /** The code of the gift the player holds already, if any. */
  held: string | undefined;
  rechargeTotal: number;
}

const claimContextStatement = preparedFor((db) => {
  const userId = sql.placeholder('userId');
  const giftId = sql.placeholder('giftId');
  return db
    .select({
      gift: gifts,
      gameStatus: games.status,
      playerStatus: sql<ClaimContext['playerStatus'] | null>`(
        SELECT ${users.status} FROM ${users} WHERE ${users.userId} = ${userId})`,
      held: sql<string | null>`(
        SELECT ${giftCodes.code} FROM ${giftCodes}
        WHERE ${giftCodes.giftId} = ${giftId} AND ${giftCodes.claimedBy} = ${userId} LIMIT 1)`,
      rechargeTotal: sql<number>`coalesce((
        SELECT ${recharges.total} FROM ${recharges} WHERE ${recharges.userId} = ${userId}), 0)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(gifts, eq(gifts.giftId, giftId))
    .leftJoin(games, eq(games.appId, gifts.appId))
    .prepare('gift_claim_context');
});

/**
 * Everything a claim checks before it takes a code, in one round trip: the gift and its game,
 * the player's status, the code they may hold already and their recharge total.
 */
export async function claimContext(db: Db, giftId: number, userId: number): Promise<ClaimContext> {
  const [row] = await claimContextStatement(db).execute({ giftId, userId });
  return {
    found: row?.gift && row.gameStatus ? { gift: row.gift, gameStatus: row.gameStatus } : undefined,
    playerStatus: row?.playerStatus ?? undefined,
    held: row?.held ?? undefined,
    rechargeTotal: Number(row?.rechargeTotal ?? 0),
  };
}

export async function rechargeTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: recharges.total })
    .from(recharges)
    .where(eq(recharges.userId, userId))
    .limit(1);
  return row?.total ?? 0;
}

/** Whether a free code is still visible, though claims in flight may hold it locked. */
export async function hasFreeCode(db: Db, giftId: number): Promise<boolean> {
  const [row] = await db
    .select({ codeId: giftCodes.codeId })
    .from(giftCodes)
    .where(and(eq(giftCodes.giftId, giftId), isFree))
    .limit(1);
  return row !== undefined;
}

export type ClaimResult =
  | { kind: 'claimed'; code: string; claimedAt: Date }
  | { kind: 'none_free' }
  | { kind: 'already_held' };

/**
 * The claiming update, prepared once: built anew on every call, it cost the server more than the
 * database's answer (see `preparedFor`). `now` is sent as text, as drizzle sends a timestamp.
 */
const claimStatement = preparedFor((db) => {
  const giftId = sql.placeholder('giftId');
  return db
    .update(giftCodes)
    .set({
      claimedBy: sql`${sql.placeholder('userId')}`,
      claimedAt: sql`${sql.placeholder('now')}`,
    })
    .where(
      eq(
        giftCodes.codeId,
        sql`(SELECT ${giftCodes.codeId} FROM ${giftCodes}
             WHERE ${giftCodes.giftId} = ${giftId} AND ${isFree}
             ORDER BY ${giftCodes.codeId}
             FOR UPDATE SKIP LOCKED
             LIMIT 1)`,
      ),
    )
    .returning({ code: giftCodes.code, claimedAt: giftCodes.claimedAt })
    .prepare('gift_claim');
});

/**
 * Gives the player the first free code of the gift in one statement. SKIP LOCKED lets racing
 * claims each take a different code instead of queueing on the same one; the partial unique
 * index (one code per player per gift) refuses a second code to the same player, even from two
 * claims racing each other.
 */
export async function claimCode(
  db: Db,
  giftId: number,
  userId: number,
  now: Date,
): Promise<ClaimResult> {
  try {
    const [row] = await claimStatement(db).execute({ giftId, userId, now: now.toISOString() });
    if (!row) return { kind: 'none_free' };
    return { kind: 'claimed', code: row.code, claimedAt: row.claimedAt ?? now };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'already_held' };
    throw error;
  }
}
