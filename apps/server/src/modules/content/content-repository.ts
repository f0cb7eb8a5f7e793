import type { NewsCategoryValue } from '@portal/contracts';
import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { news, slides } from '../../db/schema.js';

export type Channel = (typeof news.$inferSelect)['channel'];
export type NewsRow = typeof news.$inferSelect;

export const activeSlides = (db: Db) =>
  db
    .select()
    .from(slides)
    .where(eq(slides.active, true))
    .orderBy(asc(slides.position), asc(slides.slideId));

/** Only published items: an item dated in the future is scheduled, not yet news. */
const published = (
  channel: Channel,
  filter: { category?: NewsCategoryValue; appId?: number } = {},
): SQL | undefined =>
  and(
    eq(news.channel, channel),
    lte(news.publishedAt, sql`now()`),
    filter.category ? eq(news.category, filter.category) : undefined,
    filter.appId === undefined ? undefined : eq(news.appId, filter.appId),
  );

export async function listNews(
  db: Db,
  channel: Channel,
  filter: { category?: NewsCategoryValue; appId?: number },
  offset: number,
  limit: number,
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = published(channel, filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.newsId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findNews(db: Db, channel: Channel, newsId: number) {
  const rows = await db
    .select()
    .from(news)
    .where(and(published(channel), eq(news.newsId, newsId)))
    .limit(1);
  return rows[0];
}
