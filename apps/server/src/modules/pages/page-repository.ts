import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, news } from '../../db/schema.js';

/** The games that have a page (all but closed ones), with when each last changed. */
export const listedGameDates = (db: Db) =>
  db
    .select({ appId: games.appId, updatedAt: games.updatedAt })
    .from(games)
    .where(ne(games.status, 'closed'))
    .orderBy(asc(games.appId));

/** The site's published news (not the scheduled), with their publication dates. */
export const publishedNewsDates = (db: Db) =>
  db
    .select({ newsId: news.newsId, publishedAt: news.publishedAt })
    .from(news)
    .where(and(eq(news.channel, 'portal'), lte(news.publishedAt, sql`now()`)))
    .orderBy(asc(news.newsId));
