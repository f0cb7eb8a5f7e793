import {
  playerMessageKindOf,
  TICKET_FINISHED_STATUSES,
  type TicketStatusValue,
} from '@portal/contracts';
import { and, asc, count, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { countOfAll, preparedFor } from '../../db/prepared.js';
import {
  games,
  playedGames,
  ticketAttachments,
  ticketMessages,
  tickets,
  ticketTypes,
  uploads,
  users,
} from '../../db/schema.js';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketRow = Omit<typeof tickets.$inferInsert, 'ticketId' | 'status' | 'rating'>;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;

export interface TicketWithNames {
  ticket: TicketRow;
  typeName: string;
  appName: string | null;
}

export interface AttachmentRow {
  uploadId: string;
  messageId: number | null;
}

const ownedBy = (userId: number, ticketId: number) =>
  and(eq(tickets.ticketId, ticketId), eq(tickets.userId, userId));

const open = notInArray(tickets.status, [...TICKET_FINISHED_STATUSES]);

export async function listTicketTypes(db: Db) {
  return db
    .select({ ticketTypeId: ticketTypes.typeId, ticketTypeName: ticketTypes.name })
    .from(ticketTypes)
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.typeId));
}

export async function ticketTypeExists(db: Db, typeId: number): Promise<boolean> {
  const rows = await db
    .select({ typeId: ticketTypes.typeId })
    .from(ticketTypes)
    .where(eq(ticketTypes.typeId, typeId))
    .limit(1);
  return rows.length > 0;
}

export async function gameExists(db: Db, appId: number): Promise<boolean> {
  const rows = await db
    .select({ appId: games.appId })
    .from(games)
    .where(eq(games.appId, appId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The games a ticket can be about: the listed catalogue plus any closed game this player played,
 * the player's own games first (most recent first), then by name.
 */
export async function listTicketGames(db: Db, userId: number) {
  return db
    .select({ appId: games.appId, name: games.name, iconUrl: games.iconUrl })
    .from(games)
    .leftJoin(playedGames, and(eq(playedGames.appId, games.appId), eq(playedGames.userId, userId)))
    .where(or(ne(games.status, 'closed'), sql`${playedGames.userId} IS NOT NULL`))
    .orderBy(sql`${playedGames.lastPlayedAt} DESC NULLS LAST`, asc(games.name), asc(games.appId));
}

/**
 * Stores a ticket with its screenshots, or nothing: undefined when the ticket number is taken
 * (the caller draws another).
 */
export async function insertTicket(
  db: Db,
  values: NewTicketRow,
  uploadIds: readonly string[],
): Promise<TicketRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values(values)
      .onConflictDoNothing({ target: tickets.ticketNo })
      .returning();
    if (!row) return undefined;
    if (uploadIds.length > 0) {
      await tx
        .insert(ticketAttachments)
        .values(uploadIds.map((uploadId) => ({ ticketId: row.ticketId, uploadId })))
        .onConflictDoNothing();
    }
    return row;
  });
}

/** A page of the player's tickets, newest first, each with the count of them all. */
const ownTicketsPage = preparedFor((db) =>
  db
    .select({
      ticket: tickets,
      typeName: ticketTypes.name,
      appName: games.name,
      total: countOfAll(),
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.typeId, tickets.typeId))
    .leftJoin(games, eq(games.appId, tickets.appId))
    .where(eq(tickets.userId, sql.placeholder('userId')))
    .orderBy(desc(tickets.createdAt), desc(tickets.ticketId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('own_tickets_page'),
);

export async function listOwnTickets(
  db: Db,
  userId: number,
  query: { offset: number; limit: number },
): Promise<{ rows: TicketWithNames[]; total: number }> {
  const found = await ownTicketsPage(db).execute({ userId, ...query });
  const first = found[0];
  if (first) return { rows: found.map(({ total: _total, ...row }) => row), total: first.total };
  // An empty first page: the player has no ticket.
  if (query.offset === 0) return { rows: [], total: 0 };
  // A page past the end holds no row to carry the count.
  const totals = await db.select({ n: count() }).from(tickets).where(eq(tickets.userId, userId));
  return { rows: [], total: totals[0]?.n ?? 0 };
}

/** The ticket if it is this player's; another player's ticket is as absent as a missing one. */
export async function findOwnTicket(
  db: Db,
  userId: number,
  ticketId: number,
): Promise<TicketWithNames | undefined> {
  const rows = await db
    .select({ ticket: tickets, typeName: ticketTypes.name, appName: games.name })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.typeId, tickets.typeId))
    .leftJoin(games, eq(games.appId, tickets.appId))
    .where(ownedBy(userId, ticketId))
    .limit(1);
  return rows[0];
}

export async function findTicketById(db: Db, ticketId: number): Promise<TicketRow | undefined> {
  const rows = await db.select().from(tickets).where(eq(tickets.ticketId, ticketId)).limit(1);
  return rows[0];
}

export async function findTicketByNo(db: Db, ticketNo: string): Promise<TicketRow | undefined> {
  const rows = await db.select().from(tickets).where(eq(tickets.ticketNo, ticketNo)).limit(1);
  return rows[0];
}

export async function listTicketMessages(db: Db, ticketId: number): Promise<TicketMessageRow[]> {
  return db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.messageId));
}

/** In the order the pictures were uploaded. */
export async function listTicketAttachments(db: Db, ticketId: number): Promise<AttachmentRow[]> {
  return db
    .select({ uploadId: ticketAttachments.uploadId, messageId: ticketAttachments.messageId })
    .from(ticketAttachments)
    .innerJoin(uploads, eq(uploads.uploadId, ticketAttachments.uploadId))
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(uploads.createdAt), asc(ticketAttachments.uploadId));
}

/**
 * Adds a player's line to their open ticket and sets it Pending, in one step with the check, so
 * a ticket closed meanwhile takes nothing. The line is a reply while support's answer is the
 * latest word (Answered), else a follow-up. 'missing' covers another player's ticket too.
 */
export async function addPlayerMessage(
  db: Db,
  userId: number,
  input: { ticketId: number; body: string; uploadIds: readonly string[] },
): Promise<{ message: TicketMessageRow; uploadIds: string[] } | 'missing' | 'finished'> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: tickets.status })
      .from(tickets)
      .where(ownedBy(userId, input.ticketId))
      .for('update');
    if (!current) return 'missing';
    if (TICKET_FINISHED_STATUSES.includes(current.status)) return 'finished';
    await tx
      .update(tickets)
      .set({ status: 'Pending', updatedAt: sql`now()` })
      .where(ownedBy(userId, input.ticketId));
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId: input.ticketId,
        author: 'player',
        kind: playerMessageKindOf(current.status),
        body: input.body,
      })
      .returning();
    if (!message) throw new Error('the ticket message was not stored');
    if (input.uploadIds.length === 0) return { message, uploadIds: [] };
    // A screenshot already on the ticket stays where it was first attached.
    const attached = await tx
      .insert(ticketAttachments)
      .values(
        input.uploadIds.map((uploadId) => ({
          ticketId: input.ticketId,
          uploadId,
          messageId: message.messageId,
        })),
      )
      .onConflictDoNothing()
      .returning({ uploadId: ticketAttachments.uploadId });
    const stored = new Set(attached.map((row) => row.uploadId));
    return { message, uploadIds: input.uploadIds.filter((uploadId) => stored.has(uploadId)) };
  });
}

/** Support's answer: stored with the ticket set Answered, unless the ticket is finished. */
export async function addSupportAnswer(
  db: Db,
  ticketId: number,
  body: string,
): Promise<TicketMessageRow | 'missing' | 'finished'> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(tickets)
      .set({ status: 'Answered', updatedAt: sql`now()` })
      .where(and(eq(tickets.ticketId, ticketId), open))
      .returning({ ticketId: tickets.ticketId });
    if (updated.length === 0) {
      return (await findTicketById(tx, ticketId)) ? 'finished' : 'missing';
    }
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId, author: 'support', kind: 'answer', body })
      .returning();
    if (!message) throw new Error('the ticket answer was not stored');
    return message;
  });
}

export async function setTicketStatus(
  db: Db,
  ticketId: number,
  status: TicketStatusValue,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(tickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(tickets.ticketId, ticketId))
    .returning();
  return row;
}

/** The player's picture, shown beside their lines of a ticket. */
export async function playerIconUrl(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ iconUrl: users.iconUrl })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row?.iconUrl ?? '';
}

/**
 * Rates one of support's lines on a ticket of this player's, and keeps it as the ticket's latest
 * rating. False when the line is not support's, or not on a ticket of theirs.
 */
export async function rateOwnAnswer(
  db: Db,
  userId: number,
  messageId: number,
  rating: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ ticketId: ticketMessages.ticketId })
      .from(ticketMessages)
      .innerJoin(tickets, eq(tickets.ticketId, ticketMessages.ticketId))
      .where(
        and(
          eq(ticketMessages.messageId, messageId),
          eq(ticketMessages.author, 'support'),
          eq(tickets.userId, userId),
        ),
      )
      .limit(1);
    if (!answer) return false;
    await tx.update(ticketMessages).set({ rating }).where(eq(ticketMessages.messageId, messageId));
    await tx.update(tickets).set({ rating }).where(eq(tickets.ticketId, answer.ticketId));
    return true;
  });
}
