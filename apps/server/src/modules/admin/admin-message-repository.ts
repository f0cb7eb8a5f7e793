import type { MessageAudienceValue } from '@portal/contracts';
import { and, count, desc, eq, isNull, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { messages } from '../../db/schema.js';

/** Sent messages, newest first: broadcasts (no user), personal ones, or one player's. */
export async function listSentMessages(
  db: Db,
  query: {
    audience?: MessageAudienceValue | undefined;
    userId?: number | undefined;
    offset: number;
    limit: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.audience === 'all') conditions.push(isNull(messages.userId));
  if (query.audience === 'user') conditions.push(isNotNull(messages.userId));
  if (query.userId !== undefined) conditions.push(eq(messages.userId, query.userId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.notifId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
