import { TICKET_FINISHED_STATUSES, type PlayerStatusValue } from '@portal/contracts';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  games,
  giftCodes,
  gifts,
  identities,
  playedGames,
  recharges,
  sessions,
  testDevices,
  tickets,
  users,
} from '../../db/schema.js';

export type PlayerRow = typeof users.$inferSelect;

const MAX_USER_ID = 2_147_483_647;

/** `%`, `_` and `\` are wildcards to LIKE; a search means them literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL | undefined {
  const pattern = containing(q);
  const byText = or(
    ilike(users.nickname, pattern),
    ilike(users.email, pattern),
    ilike(users.mobile, pattern),
  );
  const id = /^\d{1,10}$/.test(q) ? Number(q) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_USER_ID
    ? or(eq(users.userId, id), byText)
    : byText;
}

export async function searchPlayers(
  db: Db,
  query: {
    q?: string | undefined;
    status?: PlayerStatusValue | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: PlayerRow[]; total: number }> {
  const conditions: SQL[] = [];
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) conditions.push(search);
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.userId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findPlayer(db: Db, userId: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

/** What the player detail shows beside the account: sign-in ways and the sizes of their lists. */
export async function playerFacts(db: Db, userId: number) {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [identityRows, recharge, played, claimed, openTickets, liveSessions] = await Promise.all([
    db
      .select({
        provider: identities.provider,
        subject: identities.subject,
        createdAt: identities.createdAt,
      })
      .from(identities)
      .where(eq(identities.userId, userId))
      .orderBy(identities.createdAt),
    db
      .select({ total: recharges.total })
      .from(recharges)
      .where(eq(recharges.userId, userId))
      .limit(1),
    countOf(db.select({ n: count() }).from(playedGames).where(eq(playedGames.userId, userId))),
    countOf(db.select({ n: count() }).from(giftCodes).where(eq(giftCodes.claimedBy, userId))),
    countOf(
      db
        .select({ n: count() })
        .from(tickets)
        .where(
          and(
            eq(tickets.userId, userId),
            notInArray(tickets.status, [...TICKET_FINISHED_STATUSES]),
          ),
        ),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        ),
    ),
  ]);
  return {
    identities: identityRows,
    rechargeTotal: recharge[0]?.total ?? 0,
    playedGameCount: played,
    claimedGiftCount: claimed,
    openTicketCount: openTickets,
    liveSessionCount: liveSessions,
  };
}

export async function listPlayedGames(
  db: Db,
  query: { userId: number; offset: number; limit: number },
) {
  const where = eq(playedGames.userId, query.userId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        appId: playedGames.appId,
        appName: games.name,
        plays: playedGames.plays,
        lastPlayedAt: playedGames.lastPlayedAt,
      })
      .from(playedGames)
      .innerJoin(games, eq(games.appId, playedGames.appId))
      .where(where)
      .orderBy(desc(playedGames.lastPlayedAt), desc(playedGames.appId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(playedGames).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function listClaimedGifts(
  db: Db,
  query: { userId: number; offset: number; limit: number },
) {
  const where = eq(giftCodes.claimedBy, query.userId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        giftId: gifts.giftId,
        title: gifts.title,
        appId: gifts.appId,
        appName: games.name,
        code: giftCodes.code,
        claimedAt: giftCodes.claimedAt,
      })
      .from(giftCodes)
      .innerJoin(gifts, eq(gifts.giftId, giftCodes.giftId))
      .innerJoin(games, eq(games.appId, gifts.appId))
      .where(where)
      .orderBy(sql`${giftCodes.claimedAt} DESC NULLS LAST`, desc(giftCodes.codeId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(giftCodes).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Sets the status in one step with the check, so two admins acting at once change it once:
 * the row when it changed, 'unchanged' when it already had that status, undefined when missing.
 */
export async function setPlayerStatus(
  db: Db,
  userId: number,
  status: PlayerStatusValue,
): Promise<PlayerRow | 'unchanged' | undefined> {
  const [row] = await db
    .update(users)
    .set({ status })
    .where(and(eq(users.userId, userId), ne(users.status, status)))
    .returning();
  if (row) return row;
  return (await findPlayer(db, userId)) ? 'unchanged' : undefined;
}

/** True when the device was not flagged yet. */
export async function flagTestDevice(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .insert(testDevices)
    .values({ clientId })
    .onConflictDoNothing()
    .returning({ clientId: testDevices.clientId });
  return rows.length > 0;
}

/** True when the device was flagged. */
export async function unflagTestDevice(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .delete(testDevices)
    .where(eq(testDevices.clientId, clientId))
    .returning({ clientId: testDevices.clientId });
  return rows.length > 0;
}

export async function listTestDevices(db: Db, query: { offset: number; limit: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(testDevices)
      .orderBy(desc(testDevices.createdAt), testDevices.clientId)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(testDevices),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
