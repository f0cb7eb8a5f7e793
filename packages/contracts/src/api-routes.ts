import type { Endpoint, Endpoints } from './endpoints.js';

export type HttpMethod = 'GET' | 'POST';

/** The fields osign covers on `user/app/play` and `user/client/qrcode`, as the request sends them. */
export const PLAY_SIGNED_FIELDS = ['appId', 'userId'] as const;
/** Fields osign covers on `analytics/source/tracking`, as the request sends them. */
export const TRACKING_SIGNED_FIELDS = ['appId', 'clientId', 'event', 'userId'] as const;
/** Fields osign covers on `analytics/source/attribution`, as the request sends them. */
export const ATTRIBUTION_SIGNED_FIELDS = ['channelId', 'clientId', 'userId'] as const;

/** Where an endpoint answers and how it is called. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** Fields covered by osign, for signed endpoints. */
  signed?: readonly string[];
  /** A POST whose body is a multipart form with one `file` part; `request` is its query then. */
  multipart?: true;
}

/**
 * The route of every endpoint of `endpoints`, which is built from it. It holds no schema, so a
 * client that only calls the API does not load the validation code with it.
 */
export const routeTable = {
  gameList: { method: 'GET', path: '/api/guest/app/list/v2' },
  gameDetail: { method: 'GET', path: '/api/guest/app/detail' },
  gameSearch: { method: 'GET', path: '/api/guest/app/search' },
  hotItems: { method: 'GET', path: '/api/hotItemsArr' },
  slideshow: { method: 'GET', path: '/api/guest/slideshow/list/v2' },
  newsList: { method: 'GET', path: '/api/guest/news/list' },
  newsDetail: { method: 'GET', path: '/api/guest/news/detail' },
  fbcNewsList: { method: 'GET', path: '/api/cms/user/fbc/news/list' },
  fbcNewsDetail: { method: 'GET', path: '/api/cms/user/fbc/news/detail' },
  clientConfig: { method: 'GET', path: '/api/guest/client/config' },
  loginWays: { method: 'GET', path: '/api/user/login/loginway' },
  socialLogin: { method: 'POST', path: '/api/user/login/third' },
  accountLogin: { method: 'POST', path: '/api/user/wlogin' },
  relogin: { method: 'GET', path: '/api/user/login/h5/v4' },
  graphCaptcha: { method: 'GET', path: '/api/user/client/graphcaptcha/get' },
  sendCode: { method: 'GET', path: '/api/user/client/captcha/get/v2' },
  verifyEmailCode: { method: 'GET', path: '/api/user/client/captcha/verify/email' },
  register: { method: 'POST', path: '/api/user/register' },
  passwordVerify: { method: 'POST', path: '/api/user/password/verify' },
  passwordReset: { method: 'POST', path: '/api/user/password/reset' },
  passwordRevise: { method: 'POST', path: '/api/user/password/revise' },
  bindAccount: { method: 'POST', path: '/api/user/account/bind/v2' },
  /** The Google and Facebook identities linked to the signed-in account. */
  linkedAccounts: { method: 'GET', path: '/api/user/account/bind/list' },
  logout: { method: 'GET', path: '/api/user/logout/h5' },
  profile: { method: 'GET', path: '/api/user/profile/detail' },
  profileUpdate: { method: 'GET', path: '/api/user/profile/update' },
  /** Multipart, one `file` field; the one call the request helper sends specially. */
  upload: { method: 'POST', path: '/api/user/client/upload', multipart: true },
  privacyUrl: { method: 'POST', path: '/api/user/policy/geturl' },
  privacyAgree: { method: 'GET', path: '/api/user/privacy/agree' },
  gameConfig: { method: 'GET', path: '/api/user/client/gameconfig' },
  /** Records a play; osign covers appId and userId as sent. */
  play: { method: 'POST', path: '/api/user/app/play', signed: PLAY_SIGNED_FIELDS },
  playedList: { method: 'GET', path: '/api/user/playedlist' },
  gameDataLoad: { method: 'GET', path: '/api/user/game/data/load' },
  gameDataSave: { method: 'POST', path: '/api/user/game/data/save' },
  /** Answers a `.url` file as an attachment, not the envelope; errors are envelopes. */
  shortcut: { method: 'GET', path: '/api/user/client/shortcut' },
  /** A single-use, short-lived link to the game on the mobile site; osign covers appId and userId. */
  qrCode: { method: 'POST', path: '/api/user/client/qrcode', signed: PLAY_SIGNED_FIELDS },
  /** Used by the mobile site: answers the game of a QR link once. */
  qrRedeem: { method: 'GET', path: '/api/guest/qrcode/redeem' },
  /** Signed-in or not: a visitor sees no claimed codes and no recharge. */
  giftList: { method: 'GET', path: '/api/user/gift/appgiftlist' },
  giftClaim: { method: 'POST', path: '/api/user/gift/claim' },
  messageList: { method: 'GET', path: '/api/user/notif/list' },
  /** The spec names no path for the unread count; this one sits beside the other message calls. */
  messageUnread: { method: 'GET', path: '/api/user/notif/unread' },
  /** Marks the message read for this player. */
  messageDetail: { method: 'GET', path: '/api/user/notif/detail' },
  /** Deletes a personal message; hides a broadcast for this player only. */
  messageDelete: { method: 'GET', path: '/api/user/notif/delete' },
  ticketTypes: { method: 'GET', path: '/api/user/query/tickettypelist' },
  ticketApps: { method: 'GET', path: '/api/user/query/applist' },
  ticketAdd: { method: 'POST', path: '/api/user/query/add' },
  ticketList: { method: 'GET', path: '/api/user/query/list' },
  ticketDetail: { method: 'GET', path: '/api/user/query/detail' },
  /** A reply or a follow-up question; answers the new line of the conversation. */
  ticketMore: { method: 'POST', path: '/api/user/query/morequery' },
  ticketRate: { method: 'GET', path: '/api/user/query/instantRate' },
  /** Records the highest push id a player has read at a red-dot location. */
  pushRead: { method: 'GET', path: '/api/user/push/read' },
  /** One tracking event; osign covers appId, clientId, event and userId as sent. */
  tracking: {
    method: 'POST',
    path: '/api/analytics/source/tracking',
    signed: TRACKING_SIGNED_FIELDS,
  },
  /** Where a visitor came from; osign covers channelId, clientId and userId as sent. */
  attribution: {
    method: 'GET',
    path: '/api/analytics/source/attribution',
    signed: ATTRIBUTION_SIGNED_FIELDS,
  },
} as const satisfies Record<string, ApiRoute>;

/** An endpoint as a client calls it: its route, typed with the endpoint's request and response. */
export interface Route<E extends Endpoint = Endpoint> extends ApiRoute {
  /** Carries the endpoint's types only; never set. */
  readonly endpoint?: E;
}

/** The route table typed endpoint by endpoint: what the site calls the API through. */
export const apiRoutes: { readonly [K in keyof Endpoints]: Route<Endpoints[K]> } = routeTable;
