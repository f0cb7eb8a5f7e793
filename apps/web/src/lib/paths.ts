/** Every route of the site (spec section 2), in one place so links and the router agree. */
export const paths = {
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
} as const;
