import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { messages, messageStates } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export interface VisibleMessage {
  message: MessageRow;
  readAt: Date | null;
}

/** This player's state of each message: absent until they open or delete it. */
const stateOf = (userId: number) =>
  and(eq(messageStates.notifId, messages.notifId), eq(messageStates.userId, userId));

/** Messages to this player and broadcasts, minus the ones this player deleted. */
const visibleTo = (userId: number) =>
  and(or(eq(messages.userId, userId), isNull(messages.userId)), isNull(messageStates.deletedAt));

const unread = isNull(messageStates.readAt);
const read = isNotNull(messageStates.readAt);

export async function insertMessage(db: Db, values: NewMessageRow): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('the message was not stored');
  return row;
}

export async function listVisibleMessages(
  db: Db,
  userId: number,
  query: { read?: boolean; offset: number; limit: number },
): Promise<{ rows: VisibleMessage[]; total: number }> {
  const where =
    query.read === undefined
      ? visibleTo(userId)
      : and(visibleTo(userId), query.read ? read : unread);
  const [rows, totals] = await Promise.all([
    db
      .select({ message: messages, readAt: messageStates.readAt })
      .from(messages)
      .leftJoin(messageStates, stateOf(userId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.notifId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(messages).leftJoin(messageStates, stateOf(userId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(messages)
    .leftJoin(messageStates, stateOf(userId))
    .where(and(visibleTo(userId), unread));
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
