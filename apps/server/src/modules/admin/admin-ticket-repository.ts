import type { TicketStatusValue } from '@portal/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, tickets, ticketTypes, users } from '../../db/schema.js';

const listedFields = {
  ticket: tickets,
  typeName: ticketTypes.name,
  appName: games.name,
  nickname: users.nickname,
};

export type ListedTicket = NonNullable<Awaited<ReturnType<typeof findAnyTicket>>>;

/** Every player's tickets, the most recently changed first. */
export async function listAllTickets(
  db: Db,
  query: {
    status?: TicketStatusValue | undefined;
    appId?: number | undefined;
    userId?: number | undefined;
    offset: number;
    limit: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(tickets.status, query.status));
  if (query.appId !== undefined) conditions.push(eq(tickets.appId, query.appId));
  if (query.userId !== undefined) conditions.push(eq(tickets.userId, query.userId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(listedFields)
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.typeId, tickets.typeId))
      .innerJoin(users, eq(users.userId, tickets.userId))
      .leftJoin(games, eq(games.appId, tickets.appId))
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.ticketId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Any player's ticket, with the names the inbox shows. */
export async function findAnyTicket(db: Db, ticketId: number) {
  const [row] = await db
    .select(listedFields)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.typeId, tickets.typeId))
    .innerJoin(users, eq(users.userId, tickets.userId))
    .leftJoin(games, eq(games.appId, tickets.appId))
    .where(eq(tickets.ticketId, ticketId))
    .limit(1);
  return row;
}
