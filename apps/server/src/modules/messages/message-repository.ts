import { and, count, desc, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { countOfAll, preparedFor } from '../../db/prepared.js';
import { messages, messageStates } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export interface VisibleMessage {
  message: MessageRow;
  readAt: Date | null;
}

type UserId = number | Placeholder;
/** The columns these conditions read, of the tables or of an alias of them. */
interface MessageColumns {
  notifId: AnyPgColumn;
  userId: AnyPgColumn;
}
interface StateColumns extends MessageColumns {
  deletedAt: AnyPgColumn;
}

/** This player's state of each message: absent until they open or delete it. */
const stateOf = (
  userId: UserId,
  message: MessageColumns = messages,
  state: StateColumns = messageStates,
) => and(eq(state.notifId, message.notifId), eq(state.userId, userId));

/** Messages to this player and broadcasts, minus the ones this player deleted. */
const visibleTo = (
  userId: UserId,
  message: MessageColumns = messages,
  state: StateColumns = messageStates,
) => and(or(eq(message.userId, userId), isNull(message.userId)), isNull(state.deletedAt));

const unreadState = isNull(messageStates.readAt);

/** Only the read messages (true), only the unread ones (false), or all of them (null). */
const readIs = (read: boolean | null | Placeholder) =>
  sql`(${read}::boolean IS NULL OR (${messageStates.readAt} IS NOT NULL) = ${read}::boolean)`;

export async function insertMessage(db: Db, values: NewMessageRow): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('the message was not stored');
  return row;
}

/**
 * A page of the messages this player sees (all, or only the read or the unread ones), each with
 * the count of the page's kind and of the player's unread messages: one statement, not three.
 */
const visiblePage = preparedFor((db) => {
  const userId = sql.placeholder('userId');
  const counted = alias(messages, 'counted');
  const countedState = alias(messageStates, 'counted_state');
  const unreadCount = db
    .select({ n: count() })
    .from(counted)
    .leftJoin(countedState, stateOf(userId, counted, countedState))
    .where(and(visibleTo(userId, counted, countedState), isNull(countedState.readAt)));
  return db
    .select({
      message: messages,
      readAt: messageStates.readAt,
      total: countOfAll(),
      unread: sql<number>`(${unreadCount})`.mapWith(Number),
    })
    .from(messages)
    .leftJoin(messageStates, stateOf(userId))
    .where(and(visibleTo(userId), readIs(sql.placeholder('read'))))
    .orderBy(desc(messages.createdAt), desc(messages.notifId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('visible_messages_page');
});

export async function listVisibleMessages(
  db: Db,
  userId: number,
  query: { read?: boolean; offset: number; limit: number },
): Promise<{ rows: VisibleMessage[]; total: number; unread: number }> {
  const rows = await visiblePage(db).execute({
    userId,
    read: query.read ?? null,
    limit: query.limit,
    offset: query.offset,
  });
  const first = rows[0];
  if (first) {
    return {
      rows: rows.map(({ message, readAt }) => ({ message, readAt })),
      total: first.total,
      unread: first.unread,
    };
  }
  // An empty first page: none of the kind asked, and only the unread count is left to read.
  if (query.offset === 0)
    return { rows: [], total: 0, unread: await countUnreadMessages(db, userId) };
  // A page past the end holds no row to carry the counts.
  const [totals, unread] = await Promise.all([
    db
      .select({ n: count() })
      .from(messages)
      .leftJoin(messageStates, stateOf(userId))
      .where(and(visibleTo(userId), readIs(query.read ?? null))),
    countUnreadMessages(db, userId),
  ]);
  return { rows: [], total: totals[0]?.n ?? 0, unread };
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(messages)
    .leftJoin(messageStates, stateOf(userId))
    .where(and(visibleTo(userId), unreadState));
  return rows[0]?.n ?? 0;
}

/** The message if this player may see it; another player's message is as absent as a missing one. */
export async function findVisibleMessage(
  db: Db,
  userId: number,
  notifId: number,
): Promise<VisibleMessage | undefined> {
  const rows = await db
    .select({ message: messages, readAt: messageStates.readAt })
    .from(messages)
    .leftJoin(messageStates, stateOf(userId))
    .where(and(eq(messages.notifId, notifId), visibleTo(userId)))
    .limit(1);
  return rows[0];
}

/** Keeps the first reading's time. */
export async function markMessageRead(db: Db, userId: number, notifId: number): Promise<void> {
  await db
    .insert(messageStates)
    .values({ notifId, userId, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [messageStates.notifId, messageStates.userId],
      set: { readAt: sql`coalesce(${messageStates.readAt}, now())` },
    });
}

/** A broadcast stays for everyone else: only this player's mark hides it. */
export async function hideBroadcast(db: Db, userId: number, notifId: number): Promise<void> {
  await db
    .insert(messageStates)
    .values({ notifId, userId, deletedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [messageStates.notifId, messageStates.userId],
      set: { deletedAt: sql`now()` },
    });
}

export async function deleteOwnMessage(db: Db, userId: number, notifId: number): Promise<boolean> {
  const rows = await db
    .delete(messages)
    .where(and(eq(messages.notifId, notifId), eq(messages.userId, userId)))
    .returning({ notifId: messages.notifId });
  return rows.length > 0;
}
