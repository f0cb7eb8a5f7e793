import {
  Code,
  newsDetailSchema,
  newsListResponseSchema,
  slideshowResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { games, news } from '../../db/schema.js';
import { seedNews, seedSlides } from '../../db/seed-content.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url });
const portalNews = seedNews.filter((n) => n.channel === 'portal');
const fbcNews = seedNews.filter((n) => n.channel === 'fbc');

describe('GET /api/guest/slideshow/list/v2', () => {
  it('returns the banners in order, each linking to a game', async () => {
    const data = slideshowResponseSchema.parse(
      (await get('/api/guest/slideshow/list/v2')).body.data,
    );
    expect(data.slideList.map((s) => s.title)).toEqual(seedSlides.map((s) => s.title));
    expect(data.slideList.every((s) => s.appId !== null)).toBe(true);
    expect(data.slideList[0]?.imageUrl.startsWith(t.config.GAMES_ORIGIN)).toBe(true);
  });
});

describe('news', () => {
  it('lists portal news newest first', async () => {
    const data = newsListResponseSchema.parse(
      (await get('/api/guest/news/list?pageSize=50')).body.data,
    );
    expect(data.total).toBe(portalNews.length);
    const dates = data.newsList.map((n) => n.newsPublishTime);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters by newsType as the publisher numbers it: 0 announcements, 1 guides, 2 events', async () => {
    const listOf = async (query: string) =>
      newsListResponseSchema.parse((await get(`/api/guest/news/list?${query}`)).body.data);
    const events = await listOf('newsType=2&page=1&pageSize=13');
    expect(events.newsList.length).toBe(portalNews.filter((n) => n.category === 'event').length);
    expect(events.newsList.every((n) => n.newsType === 2)).toBe(true);
    const announcements = await listOf('newsType=0&pageSize=50');
    expect(announcements.total).toBe(portalNews.filter((n) => n.category === 'news').length);
    expect(announcements.newsList.every((n) => n.newsType === 0)).toBe(true);
    expect((await listOf('newsType=1')).newsList).toEqual([]);
    expect((await listOf('newsType=&pageSize=50')).total).toBe(portalNews.length);
    expect((await get('/api/guest/news/list?newsType=3')).body.code).toBe(Code.MISSING_FIELD);
  });

  it('pages', async () => {
    const data = newsListResponseSchema.parse(
      (await get('/api/guest/news/list?page=2&pageSize=4')).body.data,
    );
    expect(data.newsList).toHaveLength(portalNews.length - 4);
    expect(data.hasMore).toBe(false);
  });

  it('returns a detail with its sanitised HTML', async () => {
    const list = newsListResponseSchema.parse((await get('/api/guest/news/list')).body.data);
    const first = list.newsList[0];
    const data = newsDetailSchema.parse(
      (await get(`/api/guest/news/detail?newsId=${first?.newsId}`)).body.data,
    );
    expect(data.newsTitle).toBe(first?.newsTitle);
    expect(data.publishTime).toBe(first?.newsPublishTime);
    expect(data.newsContent).toContain('<p>');
  });

  it('never serves scripts or event handlers from stored HTML', async () => {
    const { sanitiseHtml } = await import('../../lib/html.js');
    const [row] = await t.database.db
      .insert(news)
      .values({
        title: 'Hostile',
        summary: 's',
        coverUrl: '/x.svg',
        contentHtml: sanitiseHtml(
          '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
        ),
      })
      .returning();
    const data = newsDetailSchema.parse(
      (await get(`/api/guest/news/detail?newsId=${row?.newsId}`)).body.data,
    );
    expect(data.newsContent).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(data.newsContent).toContain('Hi');
  });

  it('hides scheduled news until its date', async () => {
    const [row] = await t.database.db
      .insert(news)
      .values({
        title: 'Later',
        summary: 's',
        coverUrl: '/x.svg',
        contentHtml: '<p>x</p>',
        publishedAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const { body } = await get(`/api/guest/news/detail?newsId=${row?.newsId}`);
    expect(body.code).toBe(Code.RECORD_NOT_FOUND);
  });

  it('answers 4044 for an unknown id and 4011 for a malformed one', async () => {
    expect((await get('/api/guest/news/detail?newsId=987654')).body.code).toBe(
      Code.RECORD_NOT_FOUND,
    );
    expect((await get('/api/guest/news/detail?newsId=x')).body.code).toBe(Code.MISSING_FIELD);
  });
});

describe('FBC news', () => {
  it('lists only the FBC channel and keeps the channels apart', async () => {
    const data = newsListResponseSchema.parse((await get('/api/cms/user/fbc/news/list')).body.data);
    expect(data.newsList.map((n) => n.newsTitle).sort()).toEqual(
      fbcNews.map((n) => n.title).sort(),
    );
    const portal = newsListResponseSchema.parse((await get('/api/guest/news/list')).body.data);
    const portalId = portal.newsList[0]?.newsId;
    expect((await get(`/api/cms/user/fbc/news/detail?newsId=${portalId}`)).body.code).toBe(
      Code.RECORD_NOT_FOUND,
    );
    const fbcId = data.newsList[0]?.newsId;
    const detail = newsDetailSchema.parse(
      (await get(`/api/cms/user/fbc/news/detail?newsId=${fbcId}`)).body.data,
    );
    expect(detail.newsId).toBe(fbcId);
  });
});

// Last: it adds a published item, which the counts above do not expect.
describe('news of one game', () => {
  it("narrows to one game's news with appId", async () => {
    const [game] = await t.database.db.select({ appId: games.appId }).from(games).limit(1);
    const appId = game?.appId ?? 1;
    await t.database.db.insert(news).values({
      title: 'About one game',
      summary: 's',
      coverUrl: '/x.svg',
      contentHtml: '',
      appId,
    });
    const data = newsListResponseSchema.parse(
      (await get(`/api/guest/news/list?appId=${appId}&newsType=0&page=1&pageSize=10`)).body.data,
    );
    expect(data.newsList.map((n) => [n.newsTitle, n.appId])).toEqual([['About one game', appId]]);
  });
});
