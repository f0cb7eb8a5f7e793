import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import {
  adminCatalogueEndpoints as admin,
  apiRoutes,
  ART_SIZES,
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswerKey,
  GAME_PAGE_HOT_REQUEST,
  HOME_NEWS_COUNT,
  HOME_ROW_SIZES,
  wideArtSrcSet,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/admin-catalogue.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { games, news } from '../../db/schema.js';

/** The built-in games' files, served by the games origin. */
const GAMES_PUBLIC = path.resolve(import.meta.dirname, '../../../../../games/public');

/** The built page's shape: the site's title and description, the app's root and bundle. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="Free online games in your browser: puzzles, arcade classics and runners. No downloads."
    />
    <title>Playhaven — free online games</title>
    <script type="module" crossorigin src="/assets/index-1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HOSTILE_NAME = `Evil</script><script>alert(1)</script> "Quoted" 'Single' & $' $& <b>`;
const PUBLIC_URL = 'https://play.example';
const GAMES_ORIGIN = 'https://games.play.example';

let t: TestApp;
let hostileId: number;
let closedId: number;
let newsId: number;
let scheduledNewsId: number;

const webDist = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp({ config: { WEB_DIST: webDist(), PUBLIC_URL, GAMES_ORIGIN } });
  const game = {
    briefIntro: 'A game with a name that tries to break out of the page.',
    description: 'Long text.',
    iconUrl: '/evil/art/icon.svg',
    bannerUrl: '/evil/art/banner.svg',
    appUrl: '/evil/',
  };
  const [hostile] = await t.database.db
    .insert(games)
    .values({ ...game, name: HOSTILE_NAME })
    .returning();
  const [closed] = await t.database.db
    .insert(games)
    .values({ ...game, name: 'Gone Game', status: 'closed' })
    .returning();
  const [item] = await t.database.db
    .insert(news)
    .values({
      title: 'Season two begins',
      summary: 'New levels in every game.',
      coverUrl: '/news/cover.svg',
      contentHtml: '<p>Hello</p>',
      publishedAt: new Date('2026-03-01T10:00:00Z'),
    })
    .returning();
  const [scheduled] = await t.database.db
    .insert(news)
    .values({
      title: 'Not yet',
      summary: 'Later.',
      coverUrl: '/news/cover.svg',
      contentHtml: '<p>Later</p>',
      publishedAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!hostile || !closed || !item || !scheduled) throw new Error('fixtures not stored');
  hostileId = hostile.appId;
  closedId = closed.appId;
  newsId = item.newsId;
  scheduledNewsId = scheduled.newsId;
});
afterAll(() => t.close());

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const { document } = new JSDOM(res.body).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  const answersElement = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  const answers = answersElement
    ? (JSON.parse(answersElement.textContent ?? '') as Record<string, unknown>)
    : null;
  const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
  const preloaded = preloads.map((link) => link.getAttribute('href'));
  /** The srcset and sizes each preload offers, as the page's <img> would. */
  const preloadedSets = preloads.map((link) => [
    link.getAttribute('imagesrcset'),
    link.getAttribute('imagesizes'),
  ]);
  return { res, document, meta, jsonLd, answers, preloaded, preloadedSets };
}

/** What the API answers for a GET with this request, as the site's request helper would ask. */
async function apiData(app: TestApp, path: string, request: Record<string, unknown>) {
  const query = new URLSearchParams(
    Object.entries(request).map(([key, value]) => [key, String(value)]),
  );
  const res = await app.app.inject({ method: 'GET', url: `${path}?${query.toString()}` });
  return res.json<{ data: unknown }>().data;
}

describe('game pages', () => {
  it('answer with the game’s title, description, canonical address, card and JSON-LD', async () => {
    const { res, document, meta, jsonLd } = await page('/pc/game/info/1001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(document.title).toBe('Number Merge 2048 · Playhaven');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('description')).toMatch(/\w/);
    const canonical = `${PUBLIC_URL}/pc/game/info/1001`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta('og:title')).toBe('Number Merge 2048 · Playhaven');
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('og:url')).toBe(canonical);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('Playhaven');
    expect(meta('og:image')).toBe(`${t.config.GAMES_ORIGIN}/merge-2048/art/share.jpg`);
    // A built-in game's SVG banner has a JPEG beside it: previews elsewhere show no SVG.
    expect(existsSync(path.join(GAMES_PUBLIC, 'merge-2048/art/share.jpg'))).toBe(true);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Number Merge 2048 · Playhaven');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name: 'Number Merge 2048',
        url: canonical,
      }),
    ]);
    // The app still starts: its root and bundle are untouched.
    expect(document.getElementById('root')).not.toBeNull();
    expect(res.body).toContain('/assets/index-1234.js');
  });

  it('gives the playing page the game’s card with the information page as its address', async () => {
    const { res, document, meta } = await page('/pc/game/1001');
    expect(res.statusCode).toBe(200);
    expect(document.title).toBe('Playing Number Merge 2048 · Playhaven');
    expect(meta('og:url')).toBe(`${PUBLIC_URL}/pc/game/info/1001`);
  });

  it('shows the game on the card of its share link', async () => {
    const { res, meta } = await page('/?shareType=1&appId=1001&channelId=7');
    expect(res.statusCode).toBe(200);
    expect(meta('og:title')).toBe('Number Merge 2048 · Playhaven');
  });

  it('answers a missing or closed game with 404 and the site’s page, without a card', async () => {
    for (const url of ['/pc/game/info/999999', `/pc/game/info/${closedId}`, '/pc/game/abc']) {
      const { res, document, meta, jsonLd } = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(document.getElementById('root'), url).not.toBeNull();
      expect(meta('og:title'), url).toBeUndefined();
      expect(document.querySelector('link[rel="canonical"]'), url).toBeNull();
      expect(jsonLd, url).toEqual([]);
    }
  });

  it('keeps a hostile game name inert: text in the title, data in the JSON-LD', async () => {
    const { res, document, meta, jsonLd, answers } = await page(`/pc/game/info/${hostileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(document.title).toBe(`${HOSTILE_NAME} · Playhaven`);
    expect(meta('og:title')).toBe(`${HOSTILE_NAME} · Playhaven`);
    // Only the page's own bundle, the one JSON-LD block and the first answers are scripts.
    expect(document.querySelectorAll('script')).toHaveLength(3);
    expect(jsonLd[0]?.name).toBe(HOSTILE_NAME);
    const detail = firstAnswerKey(apiRoutes.gameDetail.path, { appId: hostileId });
    expect(answers?.[detail]).toMatchObject({ appName: HOSTILE_NAME });
  });
});

describe('news and site pages', () => {
  it('answer a news item with its title, canonical address and NewsArticle JSON-LD', async () => {
    const { res, document, meta, jsonLd } = await page(`/pc/news/detail?newsId=${newsId}`);
    expect(res.statusCode).toBe(200);
    expect(document.title).toBe('Season two begins · Playhaven');
    expect(meta('description')).toBe('New levels in every game.');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:url')).toBe(`${PUBLIC_URL}/pc/news/detail?newsId=${newsId}`);
    expect(jsonLd[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Season two begins',
      datePublished: '2026-03-01T10:00:00.000Z',
    });
  });

  it('answers an unknown or scheduled news item with 404 and no card', async () => {
    for (const url of [
      '/pc/news/detail?newsId=999999',
      `/pc/news/detail?newsId=${scheduledNewsId}`,
      '/pc/news/detail',
    ]) {
      const { res, meta } = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(meta('og:title'), url).toBeUndefined();
    }
  });

  it.each([
    ['/pc', 'Playhaven — free online games', '/pc'],
    ['/', 'Playhaven — free online games', '/pc'],
    ['/pc/game/list', 'All games · Playhaven', '/pc/game/list'],
    ['/pc/news/', 'News · Playhaven', '/pc/news/'],
    ['/pc/news', 'News · Playhaven', '/pc/news/'],
  ])('gives %s the site’s title and canonical address', async (url, title, canonical) => {
    const { res, document, meta } = await page(url);
    expect(res.statusCode).toBe(200);
    expect(document.title).toBe(title);
    expect(meta('description')).toMatch(/\w{3}/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}${canonical}`,
    );
  });

  it('leaves a player’s own page as the built file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pc/mygifts' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('first screens', () => {
  it('give Home the answers of its slideshow, rows and news, the very API answers', async () => {
    const { answers, preloaded } = await page('/pc');
    const slideshow = firstAnswerKey(apiRoutes.slideshow.path, {});
    const config = firstAnswerKey(apiRoutes.clientConfig.path, {});
    const newsRequest = { page: 1, pageSize: HOME_NEWS_COUNT };
    const rowRequests = Object.entries(HOME_ROW_SIZES).map(([category, pageSize]) => ({
      category,
      page: 1,
      pageSize,
    }));
    expect(Object.keys(answers ?? {}).sort()).toEqual(
      [
        slideshow,
        config,
        firstAnswerKey(apiRoutes.newsList.path, newsRequest),
        ...rowRequests.map((request) => firstAnswerKey(apiRoutes.gameList.path, request)),
      ].sort(),
    );
    expect(answers?.[slideshow]).toEqual(await apiData(t, apiRoutes.slideshow.path, {}));
    // The config any device gets, so a phone starts Home without asking for it first.
    expect(answers?.[config]).toEqual(await apiData(t, apiRoutes.clientConfig.path, {}));
    expect(answers?.[config]).toMatchObject({ isTestDevice: false });
    expect(answers?.[firstAnswerKey(apiRoutes.newsList.path, newsRequest)]).toEqual(
      await apiData(t, apiRoutes.newsList.path, newsRequest),
    );
    for (const request of rowRequests) {
      const answer = answers?.[firstAnswerKey(apiRoutes.gameList.path, request)];
      expect(answer, request.category).toEqual(await apiData(t, apiRoutes.gameList.path, request));
      expect((answer as { appList: unknown[] }).appList.length).toBeGreaterThan(0);
    }
    const slides = answers?.[slideshow] as { slideList: Array<{ imageUrl: string }> };
    expect(preloaded).toEqual([slides.slideList[0]?.imageUrl]);
  });

  it('give a game page its game, its hot row and its banner, and the list its first page and first tile', async () => {
    const game = await page('/pc/game/info/1001');
    const detail = await apiData(t, apiRoutes.gameDetail.path, { appId: 1001 });
    expect(game.answers?.[firstAnswerKey(apiRoutes.gameDetail.path, { appId: 1001 })]).toEqual(
      detail,
    );
    const hot = { category: 'hot', page: 1, pageSize: GAME_PAGE_HOT_REQUEST };
    expect(game.answers?.[firstAnswerKey(apiRoutes.gameList.path, hot)]).toEqual(
      await apiData(t, apiRoutes.gameList.path, hot),
    );
    const banner = (detail as { bannerUrl: string }).bannerUrl;
    expect(game.preloaded).toEqual([banner]);
    // A built-in banner has a smaller copy: the preload offers both, as the page's <img> does,
    // so a phone preloads the copy it shows.
    expect(game.preloadedSets).toEqual([
      [wideArtSrcSet(banner, t.config.GAMES_ORIGIN), ART_SIZES.gameBanner],
    ]);
    expect(game.preloadedSets[0]?.[0]).toContain('/merge-2048/art/banner-768.webp 768w');
    expect(existsSync(path.join(GAMES_PUBLIC, 'merge-2048/art/banner-768.webp'))).toBe(true);

    const list = await page('/pc/game/list');
    const firstPage = await apiData(t, apiRoutes.gameList.path, { page: 1 });
    expect(list.answers?.[firstAnswerKey(apiRoutes.gameList.path, { page: 1 })]).toEqual(firstPage);
    expect(list.preloaded).toEqual([
      (firstPage as { appList: Array<{ appIconUrl: string }> }).appList[0]?.appIconUrl,
    ]);
    // An icon has no smaller copy.
    expect(list.preloadedSets).toEqual([[null, null]]);
    // A playing page carries only the config, which a phone waits for before a game starts.
    const config = firstAnswerKey(apiRoutes.clientConfig.path, {});
    for (const drawn of [game, list, await page('/pc/game/1001')]) {
      expect(drawn.answers?.[config]).toEqual(await apiData(t, apiRoutes.clientConfig.path, {}));
    }
    expect(Object.keys((await page('/pc/game/1001')).answers ?? {})).toEqual([config]);
    // A player's own page and a missing game carry none.
    for (const url of ['/pc/mygifts', '/pc/game/info/999999']) {
      expect((await page(url)).answers, url).toBeNull();
    }
  });
});

describe('page compression', () => {
  it('sends a page compressed to a browser that takes it, the same text', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/pc' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/pc',
        headers: { 'accept-encoding': coding },
      });
      expect(res.headers['content-encoding'], coding).toBe(coding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['content-type']).toContain('text/html');
      expect(decode(res.rawPayload).toString(), coding).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists Home, the lists, every listed game and every published news item', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age=');
    const xml = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(xml.querySelector('parsererror')).toBeNull();
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/pc`,
        `${PUBLIC_URL}/pc/game/list`,
        `${PUBLIC_URL}/pc/news/`,
        `${PUBLIC_URL}/pc/game/info/1001`,
        `${PUBLIC_URL}/pc/game/info/${hostileId}`,
        `${PUBLIC_URL}/pc/news/detail?newsId=${newsId}`,
      ]),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/pc/game/info/${closedId}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/pc/news/detail?newsId=${scheduledNewsId}`);
    const entry = [...xml.getElementsByTagName('url')].find(
      (url) =>
        url.querySelector('loc')?.textContent === `${PUBLIC_URL}/pc/news/detail?newsId=${newsId}`,
    );
    expect(entry?.querySelector('lastmod')?.textContent).toBe('2026-03-01T10:00:00.000Z');
  });

  it('lets robots read the public pages, not the API, the console or the account pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /pc/user/info/',
        'Disallow: /pc/mymessage/',
        'Disallow: /pc/mygifts',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /pc/game/');
  });
});

describe('caching the pages', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({
      config: { WEB_DIST: webDist(), PUBLIC_URL, GAMES_ORIGIN, CATALOGUE_CACHE_MS: '600000' },
    });
  });
  afterAll(() => cached.close());

  it('shows a catalogue change at once, and dates a game by its last change', async () => {
    const get = (url: string) => cached.app.inject({ method: 'GET', url });
    expect((await get('/pc/game/info/1002')).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain('/pc/game/info/1002<');
    // Home's rows, from its first answers.
    const homeRows = async () => {
      const { document } = new JSDOM((await get('/pc')).body).window;
      const answers = JSON.parse(
        document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent ?? '{}',
      ) as Record<string, { appList?: Array<{ appId: number }> }>;
      return Object.values(answers).flatMap((answer) => answer.appList ?? []);
    };
    expect((await homeRows()).map((game) => game.appId)).toContain(1002);
    const ada = await signedInAdmin(cached);
    const closing = await ada.call(admin.gameStatus, { appId: 1002, status: 'closed' });
    expect(closing.body.code).toBe(200);
    expect((await get('/pc/game/info/1002')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('/pc/game/info/1002<');
    // Home's first answers follow the catalogue as its API answers do.
    expect((await homeRows()).map((game) => game.appId)).not.toContain(1002);

    const pausing = await ada.call(admin.gameStatus, { appId: 1003, status: 'maintenance' });
    expect(pausing.body.code).toBe(200);
    const [row] = await cached.database.db
      .select({ updatedAt: games.updatedAt })
      .from(games)
      .where(eq(games.appId, 1003));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await get('/sitemap.xml')).body).toContain(
      `<lastmod>${row?.updatedAt.toISOString()}</lastmod>`,
    );
  });
});

/**
 * A web build with a first-screen renderer beside it (dist-server, as `npm run build` writes it):
 * this one writes what it was given, so the test sees what the server passed and where it put it.
 */
function drawnWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    INDEX_HTML.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>',
    ),
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1234.js', css: ['assets/index-1.css'] },
      '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      'src/app/routes/game-info.tsx': {
        file: 'assets/game-info-1.js',
        imports: ['index.html', '_shared.js'],
        css: ['assets/game-info-1.css'],
      },
    }),
  );
  mkdirSync(path.join(dist, 'assets'));
  for (const sheet of ['index-1', 'shared-1', 'game-info-1']) {
    writeFileSync(path.join(dist, 'assets', `${sheet}.css`), `.${sheet}{color:red}`);
  }
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(root, 'dist-server', 'render.js'),
    `export async function renderFirstScreen(url, answers) {
      const { pathname } = new URL(url);
      if (pathname === '/pc/game/list') throw new Error('this page cannot be drawn');
      const names = Object.values(answers).flatMap((a) => a?.appList?.map((g) => g.appName) ?? (a?.appName ? [a.appName] : []));
      return {
        markup: '<main data-path="' + pathname + '">' + names.length + ' games</main>',
        modules: pathname.startsWith('/pc/game/info/') ? ['src/app/routes/game-info.tsx'] : [],
      };
    }`,
  );
  return dist;
}

describe('first screens drawn on the server', () => {
  let drawn: TestApp;
  beforeAll(async () => {
    drawn = await createTestApp({ config: { WEB_DIST: drawnWebDist(), PUBLIC_URL, GAMES_ORIGIN } });
  });
  afterAll(async () => {
    await drawn.close();
  });
  const html = async (url: string) => (await drawn.app.inject({ method: 'GET', url })).body;

  it('puts Home’s markup, drawn from its own answers, inert in #root, and starts the site after it', async () => {
    const body = await html('/pc');
    const root = /<div id="root" inert><main data-path="\/pc">(\d+) games<\/main><\/div>/.exec(
      body,
    );
    expect(root).not.toBeNull();
    // The rows' games: the renderer was given the answers the page carries.
    const { answers } = await page('/pc');
    const games = Object.values(answers ?? {}).flatMap(
      (answer) => (answer as { appList?: unknown[] }).appList ?? [],
    );
    expect(Number(root?.[1])).toBe(games.length);
    // The entry is loaded by the start script once the screen shows, and nothing preloads it.
    expect(body).toContain(
      '<script defer src="/start-after-first-screen.js" data-entry="/assets/index-1234.js"></script>',
    );
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('modulepreload');
  });

  it('writes in the style sheets of the site and of a lazily loaded page it draws, once each', async () => {
    const body = await html('/pc/game/info/1001');
    expect(body).toContain('<main data-path="/pc/game/info/1001">');
    const expected = ['/assets/game-info-1.css', '/assets/index-1.css', '/assets/shared-1.css'];
    // Each sheet's text is in the page, so nothing is asked for before the screen is painted...
    const written = [...body.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)];
    expect(written.map((m) => m[1]).sort()).toEqual(expected.sort());
    for (const [, href, text] of written) {
      expect(text).toBe(`.${path.basename(href ?? '', '.css')}{color:red}`);
    }
    // ...and a disabled link names it, which the browser neither fetches nor applies, but which
    // tells the site's module loader the sheet is on the page.
    const marked = [...body.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)];
    expect(marked.map((m) => m[1]).sort()).toEqual(expected.sort());
    expect(body).not.toContain('<link rel="stylesheet" crossorigin');
  });

  it('links a style sheet it cannot read instead of writing it in', async () => {
    const dist = drawnWebDist();
    rmSync(path.join(dist, 'assets', 'shared-1.css'));
    const other = await createTestApp({ config: { WEB_DIST: dist, PUBLIC_URL, GAMES_ORIGIN } });
    try {
      const body = (await other.app.inject({ method: 'GET', url: '/pc/game/info/1001' })).body;
      expect(body).toContain('<main data-path="/pc/game/info/1001">');
      expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
      expect(body).toContain('<style data-href="/assets/game-info-1.css">');
    } finally {
      await other.close();
    }
  });

  it('serves a page it cannot draw as before, and a playing page is never drawn', async () => {
    for (const url of ['/pc/game/list', '/pc/game/1001']) {
      const body = await html(url);
      expect(body, url).toContain('<div id="root"></div>');
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-1234.js">');
      expect(body, url).toContain('modulepreload');
    }
  });
});
