import {
  appRateOf,
  CATEGORY_TYPE_ID_BASE,
  clientAppListResponseSchema,
  clientCatalogueEndpoints as api,
  clientDictionarySchema,
  dictionaryText,
  clientHotAppListResponseSchema,
  clientMarqueeListResponseSchema,
  clientSlideshowResponseSchema,
  clientTypeListResponseSchema,
  Code,
  endpoints,
  GameCategory,
  MarqueeType,
  newsListResponseSchema,
  shareInfoResponseSchema,
  slideshowResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { trackingEvents } from '../../db/schema.js';
import { CLIENT_DICTIONARY } from './client-dictionary.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, query });

describe('GET /api/guest/app/list (by locationType)', () => {
  it("answers a location's tiles with stars, popularity and the location's name", async () => {
    const res = await get(api.appList.path, { locationType: '10' });
    expect(res.body.code).toBe(200);
    const data = clientAppListResponseSchema.parse(res.body.data);
    expect(data).toMatchObject({ locationType: 10, locationTypeName: 'Hot', page: 1 });
    expect(data.appList.length).toBeGreaterThan(0);
    const plays = data.appList.map((g) => g.appPopularity);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    for (const game of data.appList) {
      expect(game.appRate).toBe(appRateOf(game.appPopularity));
      expect(Array.isArray(game.appTags)).toBe(true);
      expect(game.appBannerUrl).toBe(game.bannerUrl);
    }
  });

  it('serves the home blocks page by page and the exit dialog', async () => {
    const first = clientAppListResponseSchema.parse(
      (await get(api.appList.path, { locationType: '0' })).body.data,
    );
    const second = clientAppListResponseSchema.parse(
      (await get(api.appList.path, { locationType: '2' })).body.data,
    );
    expect(second.page).toBe(2);
    const ids = new Set(first.appList.map((g) => g.appId));
    expect(second.appList.some((g) => ids.has(g.appId))).toBe(false);
    const exit = clientAppListResponseSchema.parse(
      (await get(api.appList.path, { locationType: '12' })).body.data,
    );
    expect(exit.appList.length).toBeGreaterThan(0);
    expect(exit.appList.length).toBeLessThanOrEqual(6);
  });

  it('answers a category by its typeId, with the page the client asks', async () => {
    const res = await get(api.appList.path, {
      locationType: String(CATEGORY_TYPE_ID_BASE + GameCategory.indexOf('new')),
      page: '1',
      pageSize: '3',
    });
    const data = clientAppListResponseSchema.parse(res.body.data);
    expect(data).toMatchObject({ locationTypeName: 'New', pageSize: 3 });
    expect(data.appList.length).toBeLessThanOrEqual(3);
  });

  it('refuses an unknown or missing location with 4011', async () => {
    const queries: Record<string, string>[] = [{ locationType: '99' }, {}, { locationType: 'x' }];
    for (const query of queries) {
      const res = await get(api.appList.path, query);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(Code.MISSING_FIELD);
    }
  });
});

describe('the other catalogue calls', () => {
  it('hotapplist answers the top finds as tiles', async () => {
    const data = clientHotAppListResponseSchema.parse((await get(api.hotAppList.path)).body.data);
    const spec = (await get(endpoints.hotItems.path)).body.data as {
      hotItems: { appId: number }[];
    };
    expect(data.appList.map((g) => g.appId)).toEqual(spec.hotItems.map((g) => g.appId));
  });

  it('typelist answers the categories that hold games, with their typeId and count', async () => {
    const data = clientTypeListResponseSchema.parse((await get(api.typeList.path)).body.data);
    expect(data.typeList.length).toBeGreaterThan(0);
    for (const type of data.typeList) {
      expect(type.typeId).toBeGreaterThanOrEqual(CATEGORY_TYPE_ID_BASE);
      expect(type.appCount).toBeGreaterThan(0);
      const list = clientAppListResponseSchema.parse(
        (await get(api.appList.path, { locationType: String(type.typeId), pageSize: '50' })).body
          .data,
      );
      expect(list.total).toBe(type.appCount);
      expect(list.locationTypeName).toBe(type.typeName);
    }
  });

  it('slideshow/list answers the spec slides under the client names', async () => {
    const spec = slideshowResponseSchema.parse(
      (await get(endpoints.slideshow.path)).body.data,
    ).slideList;
    const data = clientSlideshowResponseSchema.parse((await get(api.slideshow.path)).body.data);
    expect(data.slideshowList.map((s) => s.slideshowId)).toEqual(spec.map((s) => s.slideId));
    expect(data.slideshowList[0]).toMatchObject({
      slideshowImage: spec[0]?.imageUrl,
      appId: spec[0]?.appId,
    });
    expect(data.slideshowList.every((s) => s.appName !== '' && s.appLink !== '')).toBe(true);
  });

  it('marquee/list answers the latest portal news, opened as news', async () => {
    const news = newsListResponseSchema.parse(
      (await get(endpoints.newsList.path, { pageSize: '5' })).body.data,
    ).newsList;
    const data = clientMarqueeListResponseSchema.parse((await get(api.marquee.path)).body.data);
    expect(data.marqueeList.map((m) => m.id)).toEqual(news.map((n) => n.newsId));
    for (const line of data.marqueeList) {
      expect([MarqueeType.NOTICE, MarqueeType.EVENT]).toContain(line.marqueeType);
      expect(line.marqueeLink).toBe('');
      expect(line.marqueeContent).not.toBe('');
    }
  });

  it('app/newslist answers the news of one game only', async () => {
    const all = newsListResponseSchema.parse(
      (await get(endpoints.newsList.path, { pageSize: '50' })).body.data,
    ).newsList;
    const appId = all.find((n) => n.appId !== null)?.appId ?? 1001;
    const data = newsListResponseSchema.parse(
      (await get(api.appNewsList.path, { appId: String(appId) })).body.data,
    );
    expect(data.total).toBe(all.filter((n) => n.appId === appId).length);
    expect(data.newsList.every((n) => n.appId === appId)).toBe(true);
    expect((await get(api.appNewsList.path, {})).body.code).toBe(Code.INVALID_APP_ID);
  });

  it('share/info answers a root share link that opens the game, per platform', async () => {
    const data = shareInfoResponseSchema.parse(
      (await get(api.shareInfo.path, { appId: '1001' })).body.data,
    );
    expect(data.shareList.map((s) => s.platform)).toEqual(['FB', 'FBM', 'TW', 'LI']);
    const link = new URL(data.shareList[0]?.shareLink ?? '');
    expect(link.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
    expect(link.pathname).toBe('/');
    expect(Object.fromEntries(link.searchParams)).toEqual({ shareType: '1', appId: '1001' });
    expect((await get(api.shareInfo.path, { appId: '999999' })).body.code).toBe(
      Code.INVALID_APP_ID,
    );
  });

  it('event/h5client logs a click as an event, and refuses a bad name', async () => {
    const res = await get(api.clientEvent.path, {
      eventName: 'h5_marquee',
      actionType: 'CLICK',
      targetId: '3',
      clientId: 'device-7',
    });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.eventId, (res.body.data as { eventId: number }).eventId));
    expect(row).toMatchObject({
      event: 'h5_marquee',
      clientId: 'device-7',
      context: { targetId: '3', actionType: 'CLICK' },
    });
    const bad = await get(api.clientEvent.path, { eventName: '<x>' });
    expect(bad.body.code).toBe(Code.MISSING_FIELD);
  });
});

describe('GET /api/guest/client/i18n', () => {
  it("answers the client's whole dictionary as the data it puts in place of its own", async () => {
    const res = await get(api.i18n.path, { v: '1700000000000', locale: 'en_US' });
    expect(res.body.code).toBe(200);
    const dictionary = clientDictionarySchema.parse(res.body.data);
    expect(dictionary).toEqual(CLIENT_DICTIONARY);
    expect(dictionaryText(dictionary, 'me.profile.saved')).toBe('Saved.');
    expect(dictionaryText(dictionary, 'public.searchResult')).toContain('{string}');
    // Another locale gets the same English texts (spec section 1).
    expect((await get(api.i18n.path, { locale: 'zh_CN' })).body.data).toEqual(dictionary);
  });
});
