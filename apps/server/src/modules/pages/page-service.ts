import {
  apiRoutes,
  ART_SIZES,
  wideArt,
  appIdOf,
  endpoints,
  firstAnswerKey,
  GAME_PAGE_HOT_REQUEST,
  HOME_NEWS_COUNT,
  HOME_ROW_SIZES,
  pageTitle,
  PRODUCT_NAME,
  ShareType,
  SITE_DESCRIPTION,
  sitePaths,
  type ClientConfig,
  type GameDetail,
  type NewsDetail,
} from '@portal/contracts';
import { shareImageOf } from '@portal/games/catalogue';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { PreSerialised } from '../../lib/pre-serialised.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { Channel } from '../content/content-repository.js';
import type { ContentService } from '../content/content-service.js';
import type { GameService } from '../games/game-service.js';
import {
  escapeHtml,
  fillFirstScreen,
  fillPage,
  renderHead,
  shortDescription,
  type FirstScreen,
  type PageHead,
} from './page-head.js';
import type { DrawFirstScreen } from './first-screen-renderer.js';
import { listedGameDates, publishedNewsDates } from './page-repository.js';

/** A first screen as its page plans it: with how wide its main picture shows, when it is wide. */
type ScreenPlan = FirstScreen & { imageSizes?: string };

/** An answer of the site made once and kept in the catalogue cache: a status and a body. */
export class RenderedPage {
  /**
   * The body as sent: compressed for a browser that takes it, each coding made on first ask and
   * kept with the page (a drawn first screen makes it some 30 KB of text).
   */
  readonly text: PreSerialised;

  constructor(
    readonly status: 200 | 404,
    readonly body: string,
  ) {
    this.text = new PreSerialised(body, true);
  }
}

/** The site's own pages (not the player's), with what they say in search results. */
const SITE_PAGES: Record<string, { title?: string; description: string }> = {
  [sitePaths.home]: { description: SITE_DESCRIPTION },
  [sitePaths.gamesList]: {
    title: 'All games',
    description: `Every free game on ${PRODUCT_NAME}: puzzles, arcade classics and runners to play in your browser, no downloads.`,
  },
  [sitePaths.news]: {
    title: 'News',
    description: `News and events from ${PRODUCT_NAME}: new games, updates and rewards.`,
  },
  [sitePaths.support]: {
    title: 'Support',
    description: `Help with your ${PRODUCT_NAME} account and games: common answers and a ticket to our support team.`,
  },
  [sitePaths.giftCenter]: {
    title: 'Gift Center',
    description: `Gift codes and rewards for the games on ${PRODUCT_NAME}.`,
  },
};

type Page =
  | { kind: 'missing' }
  | { kind: 'site'; path: string; head: PageHead | null }
  | { kind: 'game'; appId: number; view: 'info' | 'playing' | 'share' }
  | { kind: 'news'; newsId: number; channel: Channel };

const GAME_PAGE = /^\/pc\/game\/(?:info\/)?([^/]+)$/;

/**
 * What the site is (what robots may read and what the sitemap lists) and which pages it has: the
 * built index.html answers every page address, with the head of the page filled in by the server,
 * so a search engine or a link preview sees the game or the news item without running the app.
 */
export function createPageService(deps: {
  db: Db;
  games: GameService;
  content: ContentService;
  cache: ResponseCache;
  /** The client config any device is answered (not a test device's). */
  clientConfig: () => Promise<ClientConfig>;
  /** Draws a first screen's markup from its answers; without it the browser draws it. */
  drawFirstScreen?: DrawFirstScreen | null;
  publicUrl: string;
  /** The built index.html, or null when the site is not built (the API alone is served). */
  indexHtml: string | null;
}) {
  const { db, games, content, cache, indexHtml } = deps;
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();

  const siteHead = (path: string): PageHead | null => {
    const page = SITE_PAGES[path];
    return page
      ? {
          title: pageTitle(page.title),
          description: page.description,
          canonical: absolute(path),
          type: 'website',
        }
      : null;
  };

  /** A game of the catalogue, or null when there is no such game or it left the catalogue. */
  const listedGame = async (appId: number): Promise<GameDetail | null> => {
    let game: GameDetail;
    try {
      game = await games.detail(appId);
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
    return game.status === 'closed' ? null : game;
  };

  /** A game's head. */
  const gameHead = (appId: number, game: GameDetail, playing: boolean): PageHead => {
    // The game's one address is its information page: the playing page needs a sign-in.
    const canonical = absolute(sitePaths.gameInfo(appId));
    const description = shortDescription(game.briefIntro || game.description);
    return {
      title: pageTitle(playing ? `Playing ${game.appName}` : game.appName),
      description,
      canonical,
      type: 'website',
      image: shareImageOf(game.bannerUrl),
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name: game.appName,
        description,
        url: canonical,
        image: shareImageOf(game.bannerUrl),
        applicationCategory: 'Game',
        gamePlatform: 'Web browser',
        operatingSystem: 'Any',
        genre: game.appTags.map((tag) => tag.tagName),
        ...(game.developer ? { author: { '@type': 'Organization', name: game.developer } } : {}),
        datePublished: new Date(game.releasedAt).toISOString(),
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      },
    };
  };

  const newsHead = async (newsId: number, channel: Channel): Promise<PageHead | null> => {
    let item: NewsDetail;
    try {
      item = await content.newsDetail(channel, newsId);
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
    const canonical = absolute(
      sitePaths.newsDetailOf(newsId, channel === 'fbc' ? channel : undefined),
    );
    const description = shortDescription(item.summary || item.newsTitle);
    const published = new Date(item.newsPublishTime).toISOString();
    return {
      title: pageTitle(item.newsTitle),
      description,
      canonical,
      type: 'article',
      image: item.coverUrl,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.newsTitle,
        description,
        url: canonical,
        image: [item.coverUrl],
        datePublished: published,
        publisher: { '@type': 'Organization', name: PRODUCT_NAME },
      },
    };
  };

  /**
   * Which page an address is: a game or a news item (read from the catalogue), one of the site's
   * pages, or a page the site has but tells nothing special about (null). A game or news address
   * that names no valid id is `missing`.
   */
  const pageAt = (pathname: string, search: URLSearchParams): Page => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (path === sitePaths.root) {
      // A share link's card shows the game it opens (spec section 2: shareType 1 or 2).
      const shareType = search.get('shareType');
      const appId = appIdOf(search.get('appId'));
      const shared = shareType === ShareType.GAME || shareType === ShareType.GAME_ALT;
      return shared && appId !== null
        ? { kind: 'game', appId, view: 'share' }
        : { kind: 'site', path: sitePaths.root, head: siteHead(sitePaths.home) };
    }
    if (path === sitePaths.newsDetail) {
      const newsId = appIdOf(search.get('newsId'));
      const channel = search.get('channel') === 'fbc' ? 'fbc' : 'portal';
      return newsId === null ? { kind: 'missing' } : { kind: 'news', newsId, channel };
    }
    const game = GAME_PAGE.exec(path);
    if (game?.[1] !== undefined && path !== sitePaths.gamesList) {
      const appId = appIdOf(game[1]);
      const view = path.includes('/info/') ? 'info' : 'playing';
      return appId === null ? { kind: 'missing' } : { kind: 'game', appId, view };
    }
    return { kind: 'site', path, head: siteHead(path) ?? siteHead(`${path}/`) };
  };

  /** A row of games as the site asks for it: the first page of a category. */
  const gameRow = async (category: 'hot' | 'new' | 'popularity', pageSize: number) => {
    const request = { category, page: 1, pageSize };
    const key = firstAnswerKey(apiRoutes.gameList.path, request);
    return [key, await games.list(endpoints.gameList.request.parse(request))] as const;
  };

  /** Home's first screen: the slideshow, the rows of games and the latest news. */
  const homeScreen = async (): Promise<ScreenPlan> => {
    const newsRequest = { page: 1, pageSize: HOME_NEWS_COUNT };
    const [slideshow, news, ...rows] = await Promise.all([
      content.slideshow(),
      content.newsList('portal', endpoints.newsList.request.parse(newsRequest)),
      ...Object.entries(HOME_ROW_SIZES).map(([category, size]) =>
        gameRow(category as keyof typeof HOME_ROW_SIZES, size),
      ),
    ]);
    return {
      answers: {
        [firstAnswerKey(apiRoutes.slideshow.path, {})]: slideshow,
        [firstAnswerKey(apiRoutes.newsList.path, newsRequest)]: news,
        ...Object.fromEntries(rows),
      },
      image: slideshow.slideList[0]?.imageUrl,
      imageSizes: ART_SIZES.hero,
    };
  };

  /** The games list's first screen: its first page, unfiltered, and the first tile's picture. */
  const listScreen = async (): Promise<ScreenPlan> => {
    const request = { page: 1 };
    const list = await games.list(endpoints.gameList.request.parse(request));
    return {
      answers: { [firstAnswerKey(apiRoutes.gameList.path, request)]: list },
      image: list.appList[0]?.appIconUrl,
    };
  };

  /** A game page's first screen: the game, with its banner, and the hot games below it. */
  const gameScreen = async (game: GameDetail): Promise<ScreenPlan> => {
    const [key, hot] = await gameRow('hot', GAME_PAGE_HOT_REQUEST);
    return {
      answers: {
        [firstAnswerKey(apiRoutes.gameDetail.path, { appId: game.appId })]: game,
        [key]: hot,
      },
      image: game.bannerUrl,
      imageSizes: ART_SIZES.gameBanner,
    };
  };

  const html = indexHtml ?? '';
  const rendered = (head: PageHead | null, screen: FirstScreen | null = null) =>
    new RenderedPage(
      200,
      fillFirstScreen(fillPage(html, head && renderHead(head, PRODUCT_NAME)), screen),
    );
  /**
   * A page drawn at once: its first screen's answers and the client config, which a phone waits
   * for before it starts Home or a game (to know whether to leave for a mobile site).
   */
  const drawnAtOnce = async (path: string, head: PageHead | null, screen: ScreenPlan | null) => {
    const configKey = firstAnswerKey(apiRoutes.clientConfig.path, {});
    const config = await deps.clientConfig();
    const answers = { ...screen?.answers, [configKey]: config };
    // The screens with answers are drawn here too, from those answers.
    const drawn =
      screen && deps.drawFirstScreen ? await deps.drawFirstScreen(absolute(path), answers) : null;
    return rendered(head, {
      answers,
      image: screen?.image,
      imageSrcSet:
        screen?.image && screen.imageSizes
          ? wideArt(screen.image, screen.imageSizes, config.gamesOrigin)
          : undefined,
      markup: drawn?.markup,
      styles: drawn?.styles,
      sheets: drawn?.sheets,
    });
  };
  const missing = () => new RenderedPage(404, fillPage(html, null));

  return {
    /** The built index.html for this address, with the page's head; 404 for a missing item. */
    async page(url: string): Promise<RenderedPage> {
      const { pathname, searchParams } = new URL(url, 'http://page.invalid');
      const page = pageAt(pathname, searchParams);
      switch (page.kind) {
        case 'missing':
          return missing();
        case 'site':
          if (page.path === sitePaths.home || page.path === sitePaths.gamesList) {
            const home = page.path === sitePaths.home;
            return cache.memo(
              `page:site:${page.path}`,
              async () =>
                drawnAtOnce(page.path, page.head, await (home ? homeScreen() : listScreen())),
              RenderedPage,
            );
          }
          return rendered(page.head);
        case 'game':
          return cache.memo(
            `page:game:${page.appId}:${page.view}`,
            async () => {
              const game = await listedGame(page.appId);
              if (game) {
                const head = gameHead(page.appId, game, page.view === 'playing');
                const screen = page.view === 'info' ? await gameScreen(game) : null;
                return drawnAtOnce(pathname, head, screen);
              }
              // A share link to a game that is gone still lands on Home.
              return page.view === 'share' ? rendered(siteHead(sitePaths.home)) : missing();
            },
            RenderedPage,
          );
        case 'news':
          return cache.memo(
            `page:news:${page.channel}:${page.newsId}`,
            async () => {
              const head = await newsHead(page.newsId, page.channel);
              return head ? rendered(head) : missing();
            },
            RenderedPage,
          );
      }
    },

    /** The sitemap protocol's XML: Home, the lists, every listed game and every published news. */
    sitemap(): Promise<RenderedPage> {
      return cache.memo(
        'sitemap',
        async () => {
          const [gameDates, newsDates] = await Promise.all([
            listedGameDates(db),
            publishedNewsDates(db),
          ]);
          const newest = (dates: Date[]) =>
            dates.reduce<Date | null>((a, b) => (a && a > b ? a : b), null);
          const gamesChanged = newest(gameDates.map((g) => g.updatedAt));
          const newsChanged = newest(newsDates.map((n) => n.publishedAt));
          const entries: Array<{ path: string; changed: Date | null }> = [
            { path: sitePaths.home, changed: newest([gamesChanged, newsChanged].filter(isDate)) },
            { path: sitePaths.gamesList, changed: gamesChanged },
            { path: sitePaths.news, changed: newsChanged },
            ...gameDates.map((g) => ({ path: sitePaths.gameInfo(g.appId), changed: g.updatedAt })),
            ...newsDates.map((n) => ({
              path: sitePaths.newsDetailOf(n.newsId),
              changed: n.publishedAt,
            })),
          ];
          const urls = entries.map(({ path, changed }) =>
            [
              '  <url>',
              `    <loc>${escapeHtml(absolute(path))}</loc>`,
              ...(changed ? [`    <lastmod>${changed.toISOString()}</lastmod>`] : []),
              '  </url>',
            ].join('\n'),
          );
          return new RenderedPage(
            200,
            [
              '<?xml version="1.0" encoding="UTF-8"?>',
              '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
              ...urls,
              '</urlset>',
              '',
            ].join('\n'),
          );
        },
        RenderedPage,
      );
    },

    /** Robots may read the public pages, not the API, the console or a player's own pages. */
    robots(): string {
      const closed = [
        '/api/',
        `${sitePaths.admin}/`,
        sitePaths.userInfo,
        sitePaths.myMessages,
        sitePaths.myGifts,
        sitePaths.supportNew,
        sitePaths.supportTicket(''),
        sitePaths.loginVerify,
        '/pc/error/',
      ];
      return [
        'User-agent: *',
        'Allow: /',
        ...closed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

const isDate = (value: Date | null): value is Date => value !== null;

export type PageService = ReturnType<typeof createPageService>;
