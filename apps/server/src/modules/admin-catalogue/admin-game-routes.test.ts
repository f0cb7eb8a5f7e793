import {
  adminCatalogueEndpoints as admin,
  CatalogueAuditAction,
  Code,
  endpoints,
  GAME_SCREENSHOTS_MAX,
  gameDetailResponseSchema,
  gameListResponseSchema,
  gameSearchResponseSchema,
  type AdminGame,
  type AdminGameListResponse,
  type ClientConfig,
} from '@portal/contracts';
import { catalogue } from '@portal/games/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/accounts.js';
import { signedInAdmin, type SignedInAdmin } from '../../../test/admin-catalogue.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { games } from '../../db/schema.js';
import { buildGamesApp } from '../../games-app.js';

let t: TestApp;
let gamesApp: FastifyInstance;
let ada: SignedInAdmin;

beforeAll(async () => {
  // A long cache: every check below that a change shows at once also proves it drops the cache.
  t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '600000' } });
  gamesApp = await buildGamesApp(t.config);
  ada = await signedInAdmin(t);
});
afterAll(async () => {
  await gamesApp.close();
  await t.close();
});

const get = (url: string) => t.call({ method: 'GET', url });
const publicList = async (query = '') =>
  gameListResponseSchema.parse(
    (await get(`${endpoints.gameList.path}?pageSize=60${query}`)).body.data,
  ).appList;
/** The total a page of the public list shows (every page of a list counts the same games). */
const publicTotal = async (query = '') =>
  gameListResponseSchema.parse(
    (await get(`${endpoints.gameList.path}?pageSize=2${query}`)).body.data,
  ).total;
const publicSearch = async (text: string) =>
  gameSearchResponseSchema.parse(
    (await get(`${endpoints.gameSearch.path}?appName=${encodeURIComponent(text)}`)).body.data,
  ).appList;

async function createGame(input: Record<string, unknown>): Promise<AdminGame> {
  const res = await ada.call<AdminGame>(admin.gameCreate, input);
  expect(res.body.code).toBe(Code.SUCCESS);
  return res.body.data;
}

const uploadArt = (appId: number, kind: string, bytes: Buffer = PNG) =>
  ada.upload<AdminGame>(admin.gameArtwork, { appId, kind }, bytes, {
    name: 'art.png',
    type: 'image/png',
  });

/** Gives a game everything it needs to go on show: an address, an icon and a banner. */
async function makeShowable(appId: number) {
  const url = await ada.call(admin.gameUrl, { appId, appUrl: 'https://games.example.com/play/' });
  expect(url.body.code).toBe(Code.SUCCESS);
  expect((await uploadArt(appId, 'icon')).body.code).toBe(Code.SUCCESS);
  expect((await uploadArt(appId, 'banner')).body.code).toBe(Code.SUCCESS);
}

describe('creating and showing a game', () => {
  it('creates a closed game with new and existing tags and its categories', async () => {
    const game = await createGame({
      name: '  Zorblax   Quest ',
      briefIntro: 'Hop between planets.',
      description: 'A long description.\nWith two lines.',
      howToPlay: ['Click to hop.', '', 'Collect stars.'],
      developer: 'Studio Nine',
      screenType: 2,
      tags: ['puzzle', 'Space Hopping', 'SPACE HOPPING'],
      categories: ['new', 'hot', 'new'],
    });
    expect(game).toMatchObject({
      appName: 'Zorblax Quest',
      status: 'closed',
      hosting: 'none',
      appUrl: '',
      iconUrl: '',
      howToPlay: ['Click to hop.', 'Collect stars.'],
      screenType: 2,
    });
    // "puzzle" joins the catalogue's "Puzzle"; the two spellings of the new tag make one tag.
    expect(game.tags.map((tag) => tag.tagName).sort()).toEqual(['Puzzle', 'Space Hopping']);
    const inHot = catalogue.filter((g) => g.categories.includes('hot')).length;
    const inNew = catalogue.filter((g) => g.categories.includes('new')).length;
    expect(game.categories).toEqual([
      { category: 'hot', position: inHot + 1 },
      { category: 'new', position: inNew + 1 },
    ]);
    // A closed game is nowhere in public, but its new tag is offered at once.
    expect((await publicList()).map((g) => g.appId)).not.toContain(game.appId);
    const config = (await get(endpoints.clientConfig.path)).body.data as ClientConfig;
    expect(config.tagList.map((tag) => tag.tagName)).toContain('Space Hopping');
  });

  it('refuses to show a game before it has its pages, icon and banner', async () => {
    const game = await createGame({ name: 'Unfinished Thing' });
    const res = await ada.call(admin.gameStatus, { appId: game.appId, status: 'online' });
    expect(res.body.code).toBe(Code.GAME_NOT_READY);
    expect(res.body.msg).toContain("the game's pages, the icon, the banner");
    const [row] = await t.database.db.select().from(games).where(eq(games.appId, game.appId));
    expect(row?.status).toBe('closed');
  });

  it('puts a game online: listed, in its categories and found by search at once', async () => {
    const game = await createGame({ name: 'Plinko Galaxy', categories: ['new'] });
    await makeShowable(game.appId);
    // Read (and cache) the public answers before the change.
    expect((await publicList()).map((g) => g.appId)).not.toContain(game.appId);
    expect(await publicSearch('plinko')).toEqual([]);
    const totalBefore = await publicTotal();
    expect(await publicTotal('&page=2')).toBe(totalBefore);
    const newBefore = await publicTotal('&category=new');

    const res = await ada.call<AdminGame>(admin.gameStatus, {
      appId: game.appId,
      status: 'online',
    });
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(res.body.data.status).toBe('online');

    const listed = (await publicList()).find((g) => g.appId === game.appId);
    expect(listed).toMatchObject({
      appName: 'Plinko Galaxy',
      status: 'online',
      appUrl: 'https://games.example.com/play/',
    });
    expect(listed?.appIconUrl).toMatch(new RegExp(`^${t.config.GAMES_ORIGIN}/artwork/`));
    const newest = await publicList('&category=new');
    expect(newest.at(-1)?.appId).toBe(game.appId);
    // The lists' totals, kept for all their pages, are counted again after the change.
    expect(await publicTotal()).toBe(totalBefore + 1);
    expect(await publicTotal('&page=3')).toBe(totalBefore + 1);
    expect(await publicTotal('&category=new')).toBe(newBefore + 1);
    expect((await publicSearch('plinko')).map((g) => g.appId)).toEqual([game.appId]);
    // The new name's words joined the vocabulary: a typo finds it too.
    expect((await publicSearch('plinco galaxy')).map((g) => g.appId)).toContain(game.appId);
  });

  it('maintenance keeps a game listed; closing takes it out of lists and search', async () => {
    const game = await createGame({ name: 'Wobble Tower', categories: ['hot'] });
    await makeShowable(game.appId);
    await ada.call(admin.gameStatus, { appId: game.appId, status: 'online' });
    expect((await publicList('&category=hot')).map((g) => g.appId)).toContain(game.appId);
    const hotTotal = await publicTotal('&category=hot');

    await ada.call(admin.gameStatus, { appId: game.appId, status: 'maintenance' });
    const listed = (await publicList()).find((g) => g.appId === game.appId);
    expect(listed?.status).toBe('maintenance');

    const closed = await ada.call<AdminGame>(admin.gameStatus, {
      appId: game.appId,
      status: 'closed',
    });
    expect(closed.body.data.status).toBe('closed');
    expect((await publicList()).map((g) => g.appId)).not.toContain(game.appId);
    expect((await publicList('&category=hot')).map((g) => g.appId)).not.toContain(game.appId);
    expect(await publicTotal('&category=hot')).toBe(hotTotal - 1);
    expect(await publicSearch('wobble')).toEqual([]);
    const detail = await get(`${endpoints.gameDetail.path}?appId=${game.appId}`);
    expect(gameDetailResponseSchema.parse(detail.body.data).status).toBe('closed');
  });
});

describe('editing a game', () => {
  it('changes only the fields sent; a rename is found by search at once', async () => {
    const game = await createGame({
      name: 'Lumen Drift',
      developer: 'Old Studio',
      tags: ['Arcade'],
      categories: ['hot', 'new'],
    });
    await makeShowable(game.appId);
    await ada.call(admin.gameStatus, { appId: game.appId, status: 'online' });
    expect((await publicSearch('lumen')).map((g) => g.appId)).toEqual([game.appId]);

    const res = await ada.call<AdminGame>(admin.gameUpdate, {
      appId: game.appId,
      name: 'Quasar Quill',
      howToPlay: ['Tap.'],
      tags: ['Casual', 'Night Sky'],
      categories: ['new', 'others'],
    });
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(res.body.data).toMatchObject({
      appName: 'Quasar Quill',
      developer: 'Old Studio',
      howToPlay: ['Tap.'],
      status: 'online',
    });
    expect(res.body.data.categories.map((c) => c.category)).toEqual(['new', 'others']);
    // Staying in "new" keeps its place there.
    expect(res.body.data.categories[0]).toEqual(game.categories.find((c) => c.category === 'new'));

    expect(await publicSearch('lumen')).toEqual([]);
    expect((await publicSearch('quasar')).map((g) => g.appId)).toEqual([game.appId]);
    expect((await publicSearch('quasr quil')).map((g) => g.appId)).toContain(game.appId);
    const detail = gameDetailResponseSchema.parse(
      (await get(`${endpoints.gameDetail.path}?appId=${game.appId}`)).body.data,
    );
    expect(detail.appTags.map((tag) => tag.tagName).sort()).toEqual(['Casual', 'Night Sky']);
    expect(detail.categories.sort()).toEqual(['new', 'others']);
    expect((await publicList('&category=hot')).map((g) => g.appId)).not.toContain(game.appId);
  });

  it('reorders a category list as the public list then shows it', async () => {
    const current = await ada.call<AdminGameListResponse>(admin.gameList, {
      category: 'popularity',
      pageSize: 100,
    });
    const order = current.body.data.gameList.map((g) => g.appId);
    expect(order.length).toBeGreaterThan(2);
    const reversed = [...order].reverse();

    const res = await ada.call(admin.gameReorder, { category: 'popularity', appIds: reversed });
    expect(res.body).toEqual({
      code: Code.SUCCESS,
      msg: 'success',
      data: { category: 'popularity', appIds: reversed },
    });
    const shown = (await publicList('&category=popularity')).map((g) => g.appId);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    const again = await ada.call<AdminGameListResponse>(admin.gameList, {
      category: 'popularity',
      pageSize: 100,
    });
    expect(again.body.data.gameList.map((g) => g.appId)).toEqual(reversed);
    expect(again.body.data.gameList[0]?.categories).toContainEqual({
      category: 'popularity',
      position: 1,
    });
  });

  it('refuses an order that does not name every game of the list once', async () => {
    const current = await ada.call<AdminGameListResponse>(admin.gameList, {
      category: 'popularity',
      pageSize: 100,
    });
    const order = current.body.data.gameList.map((g) => g.appId);
    const missing = await ada.call(admin.gameReorder, {
      category: 'popularity',
      appIds: order.slice(1),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(Code.ORDER_MISMATCH);
    const stranger = await ada.call(admin.gameReorder, {
      category: 'popularity',
      appIds: [...order.slice(1), 999_999],
    });
    expect(stranger.body.code).toBe(Code.ORDER_MISMATCH);
    const twice = await ada.call(admin.gameReorder, {
      category: 'popularity',
      appIds: [...order, order[0]],
    });
    expect(twice.body.code).toBe(Code.MISSING_FIELD);
    const after = await ada.call<AdminGameListResponse>(admin.gameList, {
      category: 'popularity',
      pageSize: 100,
    });
    expect(after.body.data.gameList.map((g) => g.appId)).toEqual(order);
  });
});

describe('artwork', () => {
  it('stores pictures checked by their bytes and the games origin serves them', async () => {
    const game = await createGame({ name: 'Pixel Painter' });
    const res = await uploadArt(game.appId, 'icon');
    expect(res.body.code).toBe(Code.SUCCESS);
    const iconUrl = res.body.data.iconUrl;
    expect(iconUrl).toMatch(
      new RegExp(`^${t.config.GAMES_ORIGIN}/artwork/[A-Za-z0-9_-]{22}\\.png$`),
    );
    const served = await gamesApp.inject({ method: 'GET', url: new URL(iconUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');

    const banner = await uploadArt(game.appId, 'banner');
    expect(banner.body.data.bannerUrl).not.toBe(banner.body.data.iconUrl);
    expect(banner.body.data.iconUrl).toBe(iconUrl);
  });

  it('refuses what is not a picture, and a picture over its limit', async () => {
    const game = await createGame({ name: 'Picky Pictures' });
    const script = await uploadArt(game.appId, 'icon', Buffer.from('<script>alert(1)</script>'));
    expect(script.status).toBe(400);
    expect(script.body.code).toBe(Code.IMAGE_NOT_ACCEPTED);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await uploadArt(game.appId, 'icon', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ code: Code.IMAGE_TOO_LARGE, data: null });
    expect(tooBig.body.msg).toBe('The icon can be at most 1 MB.');
    // A banner may be larger than an icon.
    expect((await uploadArt(game.appId, 'banner', big)).body.code).toBe(Code.SUCCESS);
    const detail = await ada.call<AdminGame>(admin.gameDetail, { appId: game.appId });
    expect(detail.body.data.iconUrl).toBe('');
    const wrongKind = await ada.upload(
      admin.gameArtwork,
      { appId: game.appId, kind: 'cover' },
      PNG,
    );
    expect(wrongKind.body.code).toBe(Code.MISSING_FIELD);
    const noGame = await uploadArt(999_999, 'icon');
    expect(noGame.body.code).toBe(Code.INVALID_APP_ID);
  });

  it('adds screenshots, reorders and removes them, and keeps to the limit', async () => {
    const game = await createGame({ name: 'Screenshot Saga' });
    await uploadArt(game.appId, 'screenshot');
    const two = await uploadArt(game.appId, 'screenshot');
    const [first, second] = two.body.data.screenshots;
    expect(two.body.data.screenshots).toHaveLength(2);
    if (first === undefined || second === undefined) throw new Error('no screenshots');

    const reordered = await ada.call<AdminGame>(admin.gameUpdate, {
      appId: game.appId,
      screenshots: [second, first],
    });
    expect(reordered.body.data.screenshots).toEqual([second, first]);
    const removed = await ada.call<AdminGame>(admin.gameUpdate, {
      appId: game.appId,
      screenshots: [first],
    });
    expect(removed.body.data.screenshots).toEqual([first]);
    const foreign = await ada.call(admin.gameUpdate, {
      appId: game.appId,
      screenshots: [first, 'https://elsewhere.example.com/shot.png'],
    });
    expect(foreign.body.code).toBe(Code.MISSING_FIELD);
    expect(foreign.body.msg).toContain('screenshots');

    for (let i = 1; i < GAME_SCREENSHOTS_MAX; i++) await uploadArt(game.appId, 'screenshot');
    const full = await uploadArt(game.appId, 'screenshot');
    expect(full.status).toBe(400);
    expect(full.body.code).toBe(Code.BAD_REQUEST);
    const detail = await ada.call<AdminGame>(admin.gameDetail, { appId: game.appId });
    expect(detail.body.data.screenshots).toHaveLength(GAME_SCREENSHOTS_MAX);
  });
});

describe('the publisher list', () => {
  it('lists every game whatever its status, finds by name and filters by status', async () => {
    await createGame({ name: 'Secret Snail Race' });
    const found = await ada.call<AdminGameListResponse>(admin.gameList, { q: 'SNAIL' });
    expect(found.body.data.gameList.map((g) => g.appName)).toEqual(['Secret Snail Race']);
    expect(found.body.data.gameList[0]).toMatchObject({ status: 'closed', hosting: 'none' });

    const closed = await ada.call<AdminGameListResponse>(admin.gameList, {
      status: 'closed',
      pageSize: 100,
    });
    expect(closed.body.data.gameList.every((g) => g.status === 'closed')).toBe(true);
    const builtIn = await ada.call<AdminGameListResponse>(admin.gameList, { q: 'neon snake' });
    expect(builtIn.body.data.gameList[0]).toMatchObject({ hosting: 'builtin', status: 'online' });

    const page = await ada.call<AdminGameListResponse>(admin.gameList, { pageSize: 3 });
    expect(page.body.data).toMatchObject({ page: 1, pageSize: 3, hasMore: true });
    expect(page.body.data.total).toBeGreaterThan(catalogue.length);
    const ids = page.body.data.gameList.map((g) => g.appId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const wild = await ada.call<AdminGameListResponse>(admin.gameList, { q: '%' });
    expect(wild.body.data.gameList).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['a game without a name', admin.gameCreate, {}, 'name'],
    ['a blank name', admin.gameCreate, { name: '   ' }, 'name'],
    ['a name too long', admin.gameCreate, { name: 'x'.repeat(81) }, 'name'],
    ['an unknown screen type', admin.gameCreate, { name: 'Ok', screenType: 9 }, 'screenType'],
    ['an unknown category', admin.gameCreate, { name: 'Ok', categories: ['weird'] }, 'categories'],
    [
      'eleven tags',
      admin.gameCreate,
      { name: 'Ok', tags: Array.from({ length: 11 }, (_, i) => `Tag ${i}`) },
      'tags',
    ],
    ['an unknown status', admin.gameStatus, { appId: 1001, status: 'deleted' }, 'status'],
    [
      'an http address',
      admin.gameUrl,
      { appId: 1001, appUrl: 'http://games.example.com/' },
      'appUrl',
    ],
    [
      'an address with credentials',
      admin.gameUrl,
      { appId: 1001, appUrl: 'https://user:pw@games.example.com/' },
      'appUrl',
    ],
    ['a script address', admin.gameUrl, { appId: 1001, appUrl: 'javascript:alert(1)' }, 'appUrl'],
    ['an empty order', admin.gameReorder, { category: 'hot', appIds: [] }, 'appIds'],
  ])(
    'refuses %s: 4011 naming the field, nothing written',
    async (_case, endpoint, input, field) => {
      const before = await t.database.db.$count(games);
      const res = await ada.call(endpoint, input);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(Code.MISSING_FIELD);
      expect(res.body.msg).toContain(field);
      expect(res.body.data).toBeNull();
      expect(await t.database.db.$count(games)).toBe(before);
    },
  );

  it('answers 4010 for a game that does not exist', async () => {
    for (const [endpoint, input] of [
      [admin.gameDetail, { appId: 999_999 }],
      [admin.gameUpdate, { appId: 999_999, name: 'Ghost' }],
      [admin.gameStatus, { appId: 999_999, status: 'closed' }],
      [admin.gameUrl, { appId: 999_999, appUrl: 'https://games.example.com/' }],
      [admin.gameDetail, { appId: 'abc' }],
    ] as const) {
      const res = await ada.call(endpoint, input);
      expect(res.body.code, endpoint.path).toBe(Code.INVALID_APP_ID);
    }
  });
});

describe('the audit log', () => {
  it('records every change to a game with the admin who made it', async () => {
    const game = await createGame({ name: 'Audited Adventure', categories: ['others'] });
    await ada.call(admin.gameUpdate, { appId: game.appId, developer: 'Someone' });
    await makeShowable(game.appId);
    await ada.call(admin.gameStatus, { appId: game.appId, status: 'online' });
    const entries = await t.app.auditLog.list({ page: 1, pageSize: 200 });
    const mine = entries.entries.filter(
      (entry) => entry.targetKind === 'game' && entry.targetId === String(game.appId),
    );
    expect(mine.every((entry) => entry.adminId === ada.admin.adminId)).toBe(true);
    expect(mine.map((entry) => entry.action).reverse()).toEqual([
      CatalogueAuditAction.GAME_CREATE,
      CatalogueAuditAction.GAME_UPDATE,
      CatalogueAuditAction.GAME_URL,
      CatalogueAuditAction.GAME_ARTWORK,
      CatalogueAuditAction.GAME_ARTWORK,
      CatalogueAuditAction.GAME_STATUS,
    ]);
    expect(mine[0]?.details).toEqual({ from: 'closed', to: 'online' });
  });
});
