import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  Code,
  gameDetailResponseSchema,
  gameListResponseSchema,
  gameSearchResponseSchema,
  hotItemsResponseSchema,
  SEARCH_PAGE_SIZE,
} from '@portal/contracts';
import { catalogue } from '@portal/games/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { games } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url });

describe('GET /api/guest/app/list/v2', () => {
  it('lists every seeded game, most played first, in the contract shape', async () => {
    const { status, body } = await get('/api/guest/app/list/v2?page=1&pageSize=50');
    expect(status).toBe(200);
    expect(body.code).toBe(Code.SUCCESS);
    const data = gameListResponseSchema.parse(body.data);
    expect(data.total).toBe(catalogue.length);
    expect(data.hasMore).toBe(false);
    const expected = [...catalogue].sort((a, b) => b.seedPlays - a.seedPlays).map((g) => g.appId);
    expect(data.appList.map((g) => g.appId)).toEqual(expected);
  });

  it('resolves artwork and game URLs on the games origin', async () => {
    const { body } = await get('/api/guest/app/list/v2?pageSize=1');
    const game = gameListResponseSchema.parse(body.data).appList[0];
    expect(game?.appIconUrl).toMatch(
      new RegExp(`^${t.config.GAMES_ORIGIN}/[a-z0-9-]+/art/icon\\.webp$`),
    );
    expect(game?.appUrl).toMatch(new RegExp(`^${t.config.GAMES_ORIGIN}/[a-z0-9-]+/$`));
  });

  it('pages with hasMore until the last page', async () => {
    const first = gameListResponseSchema.parse(
      (await get('/api/guest/app/list/v2?page=1&pageSize=3')).body.data,
    );
    const last = gameListResponseSchema.parse(
      (await get('/api/guest/app/list/v2?page=3&pageSize=3')).body.data,
    );
    expect(first.appList).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    expect(last.appList).toHaveLength(catalogue.length - 6);
    expect(last.hasMore).toBe(false);
    const ids = new Set([...first.appList, ...last.appList].map((g) => g.appId));
    expect(ids.size).toBe(first.appList.length + last.appList.length);
  });

  it.each(['hot', 'new', 'popularity', 'others'] as const)(
    'filters the %s category',
    async (category) => {
      const { body } = await get(`/api/guest/app/list/v2?category=${category}&pageSize=50`);
      const data = gameListResponseSchema.parse(body.data);
      const expected = catalogue.filter((g) => g.categories.includes(category)).map((g) => g.appId);
      expect(data.appList.map((g) => g.appId).sort()).toEqual(expected.sort());
      expect(data.total).toBe(expected.length);
    },
  );

  it('filters by tag', async () => {
    const config = (await get('/api/guest/client/config')).body.data as {
      tagList: { tagId: number; tagName: string }[];
    };
    const puzzle = config.tagList.find((tag) => tag.tagName === 'Puzzle');
    expect(puzzle).toBeDefined();
    const { body } = await get(`/api/guest/app/list/v2?tagId=${puzzle?.tagId}&pageSize=50`);
    const data = gameListResponseSchema.parse(body.data);
    const expected = catalogue.filter((g) => g.tags.includes('Puzzle')).map((g) => g.appId);
    expect(data.appList.map((g) => g.appId).sort()).toEqual(expected.sort());
    expect(data.appList.every((g) => g.appTags.some((tag) => tag.tagName === 'Puzzle'))).toBe(true);
  });

  it('leaves closed games out of the list', async () => {
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(games).set({ status: 'closed' }).where(eq(games.appId, 1001));
    const data = gameListResponseSchema.parse(
      (await get('/api/guest/app/list/v2?pageSize=50')).body.data,
    );
    expect(data.appList.map((g) => g.appId)).not.toContain(1001);
    await t.database.db.update(games).set({ status: 'online' }).where(eq(games.appId, 1001));
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['category=weird', 'category'],
    ['tagId=-1', 'tagId'],
  ])('refuses %s with 4011 naming the field', async (query, field) => {
    const { status, body } = await get(`/api/guest/app/list/v2?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe(Code.MISSING_FIELD);
    expect(body.msg).toContain(field);
    expect(body.data).toBeNull();
  });
});

describe('GET /api/guest/app/detail', () => {
  it('returns the whole game with description, screenshots and categories', async () => {
    const { body } = await get('/api/guest/app/detail?appId=1008');
    const data = gameDetailResponseSchema.parse(body.data);
    const source = catalogue.find((g) => g.appId === 1008);
    expect(data.appName).toBe(source?.name);
    expect(data.description).toBe(source?.description);
    expect(data.screenType).toBe(3);
    expect(data.screenshots.length).toBeGreaterThan(0);
    expect(data.categories.sort()).toEqual([...(source?.categories ?? [])].sort());
    expect(data.appTags.map((tag) => tag.tagName).sort()).toEqual([...(source?.tags ?? [])].sort());
  });

  it('answers 4010 for an unknown or malformed appId', async () => {
    for (const appId of ['999999', 'abc', '-5', '']) {
      const { body } = await get(`/api/guest/app/detail?appId=${appId}`);
      expect(body.code).toBe(Code.INVALID_APP_ID);
      expect(body.data).toBeNull();
    }
  });

  it('answers 4010 when appId is missing', async () => {
    const { body } = await get('/api/guest/app/detail');
    expect(body.code).toBe(Code.INVALID_APP_ID);
  });
});

describe('GET /api/guest/app/search', () => {
  const search = async (appName: string, extra = '') =>
    gameSearchResponseSchema.parse(
      (await get(`/api/guest/app/search?appName=${encodeURIComponent(appName)}${extra}`)).body.data,
    );

  it('finds a game despite a typo', async () => {
    expect((await search('dragn')).appList[0]?.appName).toBe('Dragon Dash');
    expect((await search('sudok')).appList[0]?.appName).toBe('Sudoku Zen');
    expect((await search('blok')).appList.map((g) => g.appName)).toContain('Block Drop');
    expect((await search('memry')).appList.map((g) => g.appName)).toContain('Memory Match');
  });

  it('matches inside names, case-insensitively', async () => {
    expect((await search('SNAKE')).appList.map((g) => g.appName)).toEqual(['Neon Snake']);
    expect((await search('2048')).appList.map((g) => g.appName)).toEqual(['Number Merge 2048']);
  });

  it('shows each game found as the list and the detail do, tags and all', async () => {
    const found = (await search('puzzle')).appList;
    expect(found.length).toBeGreaterThan(1);
    for (const game of found) {
      const detail = gameDetailResponseSchema.parse(
        (await get(`/api/guest/app/detail?appId=${game.appId}`)).body.data,
      );
      expect(game.appTags.length).toBeGreaterThan(0);
      expect(game).toEqual({
        appId: detail.appId,
        appName: detail.appName,
        appIconUrl: detail.appIconUrl,
        bannerUrl: detail.bannerUrl,
        briefIntro: detail.briefIntro,
        appUrl: detail.appUrl,
        appType: detail.appType,
        appTags: detail.appTags,
        screenType: detail.screenType,
        status: detail.status,
      });
    }
  });

  it('trims and removes single quotes before searching', async () => {
    expect((await search("  'neon'  ")).appList[0]?.appName).toBe('Neon Snake');
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await search('%')).appList).toEqual([]);
    expect((await search('_a_')).appList).toEqual([]);
  });

  it('pages by 10 and a short page marks the end', async () => {
    const data = await search('e');
    expect(data.pageSize).toBe(SEARCH_PAGE_SIZE);
    expect(data.appList.length).toBeLessThan(SEARCH_PAGE_SIZE);
  });

  it('finds nothing for a word far from every name', async () => {
    expect((await search('xylophone')).appList).toEqual([]);
  });

  it('refuses an empty query and an oversize page', async () => {
    for (const url of [
      '/api/guest/app/search?appName=',
      "/api/guest/app/search?appName='''",
      '/api/guest/app/search',
      '/api/guest/app/search?appName=snake&pageSize=11',
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body.code).toBe(Code.MISSING_FIELD);
    }
  });
});

describe('GET /api/hotItemsArr', () => {
  it('returns the hot games as top finds', async () => {
    const data = hotItemsResponseSchema.parse((await get('/api/hotItemsArr')).body.data);
    const hot = catalogue.filter((g) => g.categories.includes('hot')).map((g) => g.appId);
    expect(data.hotItems.map((g) => g.appId).sort()).toEqual(hot.sort());
  });
});

describe('cached catalogue answers', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ config: { CATALOGUE_CACHE_MS: '600000' } });
  });
  afterAll(() => cached.close());

  const list = (acceptEncoding?: string) =>
    cached.app.inject({
      method: 'GET',
      url: '/api/guest/app/list/v2?page=1&pageSize=24',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('go compressed to a client that takes it, and as JSON text to one that does not', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.json()).toMatchObject({ code: Code.SUCCESS });

    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await list(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('keep their error answers uncompressed and uncached', async () => {
    const res = await cached.app.inject({
      method: 'GET',
      url: '/api/guest/app/detail?appId=999999',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: Code.INVALID_APP_ID });
  });
});
