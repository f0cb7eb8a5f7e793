import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { countOfAll, preparedFor } from '../../db/prepared.js';
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

/** The gifts a player holds a code of (of one game, or of all), most recent claim first. */
const claimedBy = (userId: number | Placeholder, appId: number | Placeholder | null) =>
  and(eq(mine.claimedBy, userId), sql`(${appId}::int IS NULL OR ${gifts.appId} = ${appId}::int)`);

/**
 * A page of the gifts a player holds a code of, each with the count of them all and the player's
 * recharge total: one prepared statement, not three.
 */
const claimedPage = preparedFor((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...listedFields,
      claimedCount: countOfAll(),
      rechargeTotal: rechargeTotalOf(userId),
    })
    .from(mine)
    .innerJoin(gifts, eq(gifts.giftId, mine.giftId))
    .innerJoin(games, eq(games.appId, gifts.appId))
    .where(claimedBy(userId, sql.placeholder('appId')))
    .orderBy(desc(mine.claimedAt), asc(mine.codeId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('claimed_gifts_page');
});

/**
 * The gifts a player holds a code of, most recent claim first, whatever became of the gift; with
 * how many they hold and what they have recharged.
 */
export async function listClaimed(
  db: Db,
  q: { userId: number; appId?: number | undefined; offset: number; limit: number },
): Promise<{ rows: ListedGift[]; total: number; rechargeTotal: number }> {
  const found = await claimedPage(db).execute({
    userId: q.userId,
    appId: q.appId ?? null,
    limit: q.limit,
    offset: q.offset,
  });
  const first = found[0];
  if (first) {
    return {
      rows: found.map(({ claimedCount: _count, rechargeTotal: _recharge, ...row }) => row),
      total: first.claimedCount,
      rechargeTotal: first.rechargeTotal,
    };
  }
  // An empty first page: the player holds no code, and only the recharge total is left to read.
  if (q.offset === 0)
    return { rows: [], total: 0, rechargeTotal: await rechargeTotal(db, q.userId) };
  // A page past the end holds no row to carry the counts.
  const [totals, recharge] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mine)
      .innerJoin(gifts, eq(gifts.giftId, mine.giftId))
      .where(claimedBy(q.userId, q.appId ?? null)),
    rechargeTotal(db, q.userId),
  ]);
  return { rows: [], total: totals[0]?.n ?? 0, rechargeTotal: recharge };
}

/** What a claim read (see `claimWithContext`). */
export interface ClaimContext {
  /** The gift and its game's status; none when there is no such gift. */
  found: { gift: GiftRow; gameStatus: (typeof games.$inferSelect)['status'] } | undefined;
  /** The player's account status; none when the account is gone. */
  playerStatus: (typeof users.$inferSelect)['status'] | undefined;
  /** The code of the gift the player held already, if any. */
  held: string | undefined;
  rechargeTotal: number;
}

export type ClaimResult =
  | { kind: 'claimed'; code: string; claimedAt: Date }
  | { kind: 'none_free' }
  | { kind: 'already_held' };

/** The first free code of the gift; SKIP LOCKED lets racing claims each take a different one. */
const firstFreeCode = (giftId: Placeholder) => sql`(
  SELECT ${giftCodes.codeId} FROM ${giftCodes}
  WHERE ${giftCodes.giftId} = ${giftId} AND ${isFree}
  ORDER BY ${giftCodes.codeId}
  FOR UPDATE SKIP LOCKED
  LIMIT 1)`;

/** The player's account status; null when the account is gone. */
const playerStatusOf = (userId: Placeholder) =>
  sql<ClaimContext['playerStatus'] | null>`(
    SELECT ${users.status} FROM ${users} WHERE ${users.userId} = ${userId})`;

/** The code of the gift the player holds, if any. */
const heldCodeOf = (giftId: Placeholder, userId: Placeholder) =>
  sql<string | null>`(
    SELECT ${giftCodes.code} FROM ${giftCodes}
    WHERE ${giftCodes.giftId} = ${giftId} AND ${giftCodes.claimedBy} = ${userId} LIMIT 1)`;

/** What the player has recharged in all, 0 for none. */
const rechargeTotalOf = (userId: Placeholder) =>
  sql<number>`coalesce((
    SELECT ${recharges.total} FROM ${recharges} WHERE ${recharges.userId} = ${userId}), 0)`;

/**
 * Every rule of a claim, as the gift service words them: an active account, a gift on show (its
 * game not closed, started, not ended), no code of it held yet, and enough recharged. The reads
 * are those the claim answers with, so the rules and the context they are explained from agree.
 */
const claimRulesHold = (giftId: Placeholder, userId: Placeholder, now: Placeholder) =>
  sql`EXISTS (
    SELECT 1 FROM ${gifts}
    JOIN ${games} ON ${games.appId} = ${gifts.appId}
    WHERE ${gifts.giftId} = ${giftId}
      AND ${playerStatusOf(userId)} = 'active'
      AND ${games.status} <> 'closed'
      AND ${gifts.startsAt} <= ${now}
      AND (${gifts.endsAt} IS NULL OR ${gifts.endsAt} > ${now})
      AND ${heldCodeOf(giftId, userId)} IS NULL
      AND ${rechargeTotalOf(userId)} >= ${gifts.rechargeRequirement})`;

/**
 * A claim in one statement, prepared once: it reads what the rules need (the gift and its game,
 * the player's status, the code they may hold, their recharge total) and, when every rule holds,
 * gives the player the first free code. A refused claim takes no code, and the service names the
 * rule from what was read. The read does not see the code taken by the same statement.
 */
const claimStatement = preparedFor((db) => {
  const userId = sql.placeholder('userId');
  const giftId = sql.placeholder('giftId');
  const now = sql.placeholder('now');
  const claimed = db.$with('claimed', { code: sql<string>`code`, claimedAt: sql`claimed_at` }).as(
    sql`UPDATE ${giftCodes} SET ${sql.identifier('claimed_by')} = ${userId},
        ${sql.identifier('claimed_at')} = ${now}
        WHERE ${giftCodes.codeId} = ${firstFreeCode(giftId)}
          AND ${claimRulesHold(giftId, userId, now)}
        RETURNING ${giftCodes.code}, ${giftCodes.claimedAt}`,
  );
  return db
    .with(claimed)
    .select({
      gift: gifts,
      gameStatus: games.status,
      playerStatus: playerStatusOf(userId),
      held: heldCodeOf(giftId, userId),
      rechargeTotal: rechargeTotalOf(userId),
      claimedCode: sql<string | null>`(SELECT code FROM claimed)`,
      claimedAt: sql`(SELECT claimed_at FROM claimed)`.mapWith(giftCodes.claimedAt),
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(gifts, eq(gifts.giftId, giftId))
    .leftJoin(games, eq(games.appId, gifts.appId))
    .prepare('gift_claim');
});

/**
 * Claims a code of the gift for the player if every rule holds, in one round trip (see
 * `claimStatement`); answers what it read and what became of the claim. The partial unique index
 * (one code per player per gift) refuses a second code to the same player even from two claims
 * racing each other: that claim answers `already_held` and no context.
 */
export async function claimWithContext(
  db: Db,
  giftId: number,
  userId: number,
  now: Date,
): Promise<{ context: ClaimContext | undefined; result: ClaimResult }> {
  let row;
  try {
    [row] = await claimStatement(db).execute({ giftId, userId, now: now.toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) return { context: undefined, result: { kind: 'already_held' } };
    throw error;
  }
  const context: ClaimContext = {
    found: row?.gift && row.gameStatus ? { gift: row.gift, gameStatus: row.gameStatus } : undefined,
    playerStatus: row?.playerStatus ?? undefined,
    held: row?.held ?? undefined,
    rechargeTotal: Number(row?.rechargeTotal ?? 0),
  };
  if (row?.claimedCode) {
    return {
      context,
      result: { kind: 'claimed', code: row.claimedCode, claimedAt: row.claimedAt ?? now },
    };
  }
  // No code taken: a rule refused it (the context says which) or none was free.
  return { context, result: { kind: 'none_free' } };
}

const rechargeTotalStatement = preparedFor((db) =>
  db
    .select({ total: recharges.total })
    .from(recharges)
    .where(eq(recharges.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('recharge_total'),
);

export async function rechargeTotal(db: Db, userId: number): Promise<number> {
  const [row] = await rechargeTotalStatement(db).execute({ userId });
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
