import { PRODUCT_NAME } from './constants.js';

/**
 * Every route of the site (spec section 2), in one place so the site's links, its router and the
 * server's share cards, sitemap and robots rules agree.
 */
export const sitePaths = {
  root: '/',
  home: '/pc',
  gamesList: '/pc/game/list',
  gameInfo: (appId: number | string = ':appId') => `/pc/game/info/${appId}`,
  playing: (appId: number | string = ':appId') => `/pc/game/${appId}`,
  support: '/pc/support',
  supportNew: '/pc/support/new',
  supportTicket: (ticketId: number | string = ':ticketId') => `/pc/support/ticket/${ticketId}`,
  giftCenter: '/pc/giftcenter',
  userInfo: '/pc/user/info/',
  news: '/pc/news/',
  newsDetail: '/pc/news/detail',
  newsDetailOf: (newsId: number, channel?: 'fbc') =>
    `/pc/news/detail?newsId=${newsId}${channel ? `&channel=${channel}` : ''}`,
  myMessages: '/pc/mymessage/',
  myGifts: '/pc/mygifts',
  messageDetail: (notifId: number | string = ':notifId') => `/pc/mymessage/detail/${notifId}`,
  notFound: '/pc/error/404',
  serverError: '/pc/error/500',
  linkExpired: '/pc/error/link-expired',
  /** Targets of the global error catalogue (404 and 412 responses). */
  serverErrorAlias: '/server-error',
  loginVerify: '/login-verify',
  /** The publisher console. */
  admin: '/admin',
} as const;

/** Spec section 2: shareType 1 (or 2) opens the game with appId; 0 goes Home. */
export const ShareType = { HOME: '0', GAME: '1', GAME_ALT: '2' } as const;

/** A game's share link: the site's root with shareType 1 and the game's id (spec section 2). */
export function gameShareLink(siteUrl: string, appId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}${sitePaths.root}?shareType=${ShareType.GAME}&appId=${appId}`;
}

/** The browser tab's text of a page; the site's own line without a page title. */
export const pageTitle = (title?: string): string =>
  title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — free online games`;

/** What the site says about itself to search engines and on the cards of shared links. */
export const SITE_DESCRIPTION =
  'Free online games in your browser: puzzles, arcade classics and runners. No downloads.';
