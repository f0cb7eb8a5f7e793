import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  attributionEvents,
  games,
  identities,
  playEvents,
  trackingEvents,
  users,
} from '../../db/schema.js';

/** A period as instants: `start` included, `end` excluded. */
export interface Period {
  start: Date;
  end: Date;
}

/** The UTC calendar day of an instant, as the reports name days. */
const utcDay = (column: typeof trackingEvents.createdAt | typeof users.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Events of one name per UTC day, with the distinct clients behind them. */
export async function countEventsPerDay(db: Db, event: string, period: Period) {
  const day = utcDay(trackingEvents.createdAt);
  return db
    .select({
      day,
      views: sql<number>`count(*)::int`,
      visitors: sql<number>`count(DISTINCT ${trackingEvents.clientId})::int`,
    })
    .from(trackingEvents)
    .where(
      and(
        gte(trackingEvents.createdAt, period.start),
        lt(trackingEvents.createdAt, period.end),
        eq(trackingEvents.event, event),
      ),
    )
    .groupBy(day);
}

/**
 * How each account of the period was made: the identity it was created with (a guest's device
 * or a social account), else the address it signed up with. The user id is named with its table:
 * a bare column would bind to the subquery's own table.
 */
const signUpMethod = sql<string>`coalesce(
  (SELECT i.provider FROM ${identities} i
   WHERE i.user_id = ${users}.${sql.identifier(users.userId.name)}
   ORDER BY i.created_at, i.provider LIMIT 1),
  CASE WHEN ${users.email} IS NOT NULL THEN 'EMAIL'
       WHEN ${users.mobile} IS NOT NULL THEN 'MOBILE'
       ELSE 'OTHER' END)`;

const createdIn = (period: Period) =>
  and(gte(users.createdAt, period.start), lt(users.createdAt, period.end));

export async function countSignUpsByMethod(db: Db, period: Period) {
  // Grouped outside: PostgreSQL does not group by an expression holding a correlated subquery.
  const accounts = db
    .select({ method: signUpMethod.as('method') })
    .from(users)
    .where(createdIn(period))
    .as('accounts');
  return db
    .select({ method: accounts.method, count: sql<number>`count(*)::int` })
    .from(accounts)
    .groupBy(accounts.method);
}

export async function countSignUpsPerDay(db: Db, period: Period) {
  const day = utcDay(users.createdAt);
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(createdIn(period))
    .groupBy(day);
}

/** Plays per game, most played first; `groups` is the number of games played in the period. */
export async function countPlaysPerGame(
  db: Db,
  period: Period,
  page: { offset: number; limit: number },
) {
  const within = and(gte(playEvents.createdAt, period.start), lt(playEvents.createdAt, period.end));
  const plays = sql<number>`count(*)::int`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        appId: playEvents.appId,
        appName: games.name,
        plays,
        players: sql<number>`count(DISTINCT ${playEvents.userId})::int`,
      })
      .from(playEvents)
      .innerJoin(games, eq(games.appId, playEvents.appId))
      .where(within)
      .groupBy(playEvents.appId, games.name)
      .orderBy(desc(plays), playEvents.appId)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ plays: count(), groups: countDistinct(playEvents.appId) })
      .from(playEvents)
      .where(within),
  ]);
  return { rows, totalPlays: totals[0]?.plays ?? 0, groups: totals[0]?.groups ?? 0 };
}

/** Attribution reports per channel ('' for none), most visits first. */
export async function countVisitsPerChannel(
  db: Db,
  period: Period,
  page: { offset: number; limit: number },
) {
  const within = and(
    gte(attributionEvents.createdAt, period.start),
    lt(attributionEvents.createdAt, period.end),
  );
  const channel = sql<string>`coalesce(${attributionEvents.channelId}, '')`;
  const visits = sql<number>`count(*)::int`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        channelId: channel,
        visits,
        visitors: sql<number>`count(DISTINCT ${attributionEvents.clientId})::int`,
        players: sql<number>`count(DISTINCT ${attributionEvents.userId})::int`,
      })
      .from(attributionEvents)
      .where(within)
      .groupBy(channel)
      .orderBy(desc(visits), channel)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ visits: count(), groups: sql<number>`count(DISTINCT ${channel})::int` })
      .from(attributionEvents)
      .where(within),
  ]);
  return { rows, totalVisits: totals[0]?.visits ?? 0, groups: totals[0]?.groups ?? 0 };
}
