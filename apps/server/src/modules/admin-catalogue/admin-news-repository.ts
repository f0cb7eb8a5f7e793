import type { NewsCategoryValue, NewsChannelValue, NewsStateValue } from '@portal/contracts';
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { news } from '../../db/schema.js';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

/** Published means dated now or earlier, exactly as the public news lists read it. */
const inState = (state: NewsStateValue): SQL =>
  state === 'published' ? lte(news.publishedAt, sql`now()`) : gt(news.publishedAt, sql`now()`);

export interface AdminNewsQuery {
  offset: number;
  limit: number;
  channel?: NewsChannelValue | undefined;
  category?: NewsCategoryValue | undefined;
  state?: NewsStateValue | undefined;
}

/** Drafts first (they are dated in the far future), then the newest published. */
export async function listAdminNews(
  db: Db,
  q: AdminNewsQuery,
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = and(
    q.channel ? eq(news.channel, q.channel) : undefined,
    q.category ? eq(news.category, q.category) : undefined,
    q.state ? inState(q.state) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.newsId))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findNewsById(db: Db, newsId: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.newsId, newsId)).limit(1);
  return row;
}

export async function insertNews(db: Db, values: NewNews): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning();
  if (!row) throw new Error('the news item was not stored');
  return row;
}

export async function updateNews(
  db: Db,
  newsId: number,
  values: Partial<NewNews>,
): Promise<NewsRow | undefined> {
  const [row] = await db.update(news).set(values).where(eq(news.newsId, newsId)).returning();
  return row;
}

/**
 * Publishes a draft, dated by the database's clock (the one the public lists compare with);
 * undefined when the item does not exist or was published already.
 */
export async function publishNews(db: Db, newsId: number): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(news.newsId, newsId), inState('draft')))
    .returning();
  return row;
}

export async function deleteNews(db: Db, newsId: number): Promise<boolean> {
  const rows = await db
    .delete(news)
    .where(eq(news.newsId, newsId))
    .returning({ newsId: news.newsId });
  return rows.length > 0;
}
