import type { Endpoint, Endpoints } from './endpoints.js';
import type { OsignRecipe } from './osign.js';

export type HttpMethod = 'GET' | 'POST';

/**
 * The osign recipes (spec section 7 lists these endpoints as signed). Each signs the values of its
 * fields in this order, skipping empty and `_unknown` ones, then appends the secret where set.
 * Tracking and attribution follow the publisher's client field for field; qrcode and
 * profile/update sign the client's fields and its `v`/`locale` without a secret, as it does.
 */
export const TRACKING_OSIGN = {
  fields: [
    'event',
    'appId',
    'h5ChannelId',
    'lp',
    'subchannel',
    'userId',
    'fingerId',
    'sdkVersion',
    'sdkType',
    'sdkTime',
    'platform',
    'targetPageId',
    'targetPageName',
    'tz',
    'os',
    'osVersion',
    'browser',
    'browserVersion',
  ],
  secret: true,
  skipNegative: ['targetPageId'],
} as const satisfies OsignRecipe;

export const ATTRIBUTION_OSIGN = {
  fields: [
    'lp',
    'h5ChannelId',
    'subChannelId',
    'appId',
    'userId',
    'clientId',
    'tz',
    'os',
    'osVersion',
    'sdkVersion',
    'sdkType',
    'sdkTime',
    'platform',
    'browser',
    'browserVersion',
  ],
  secret: true,
} as const satisfies OsignRecipe;

export const QR_CODE_OSIGN = {
  fields: ['userId', 'appId', 'h5Token', 'sdkToken', 'v', 'locale'],
  secret: false,
} as const satisfies OsignRecipe;

/**
 * profile/update signs `locale` but not `v`, and no secret, as the publisher's client does; it
 * tests each value for truth, so a gender of 0 ("unset") is left out like an empty one.
 */
export const PROFILE_UPDATE_OSIGN = {
  fields: [
    'userId',
    'userToken',
    'iconUrl',
    'nickname',
    'gender',
    'birthdate',
    'mobile',
    'email',
    'industry',
    'locale',
  ],
  secret: false,
  skipZero: ['gender'],
} as const satisfies OsignRecipe;

/** app/play: the publisher's payload is not shown; it signs as qrcode does, with the secret. */
export const PLAY_OSIGN = {
  fields: ['userId', 'appId', 'h5Token', 'sdkToken', 'v', 'locale'],
  secret: true,
} as const satisfies OsignRecipe;

/** login/h5/v4 (the token relogin): the session it resumes, with the secret. */
export const RELOGIN_OSIGN = {
  fields: ['userId', 'h5Token', 'sdkToken', 'v', 'locale'],
  secret: true,
} as const satisfies OsignRecipe;

/** Where an endpoint answers and how it is called. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** How osign is built, for signed endpoints. */
  signed?: OsignRecipe;
  /** A POST whose body is a multipart form with one `file` part; `request` is its query then. */
  multipart?: true;
  /**
   * A POST the publisher's client sends as GET: the same request in the query is served too,
   * under the same-site rule of every state-changing GET and the POST's rate limits.
   */
  alsoGet?: true;
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
  relogin: { method: 'GET', path: '/api/user/login/h5/v4', signed: RELOGIN_OSIGN },
  /** The publisher's client's one login call: guest or social sign-in, or token relogin. */
  h5Login: { method: 'GET', path: '/api/user/login/h5' },
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
  profileUpdate: {
    method: 'GET',
    path: '/api/user/profile/update',
    signed: PROFILE_UPDATE_OSIGN,
  },
  /** Multipart, one `file` field; the one call the request helper sends specially. */
  upload: { method: 'POST', path: '/api/user/client/upload', multipart: true },
  privacyUrl: { method: 'POST', path: '/api/user/policy/geturl' },
  privacyAgree: { method: 'GET', path: '/api/user/privacy/agree' },
  gameConfig: { method: 'GET', path: '/api/user/client/gameconfig' },
  /** Records a play; signed (`PLAY_OSIGN`). */
  play: { method: 'POST', path: '/api/user/app/play', signed: PLAY_OSIGN },
  playedList: { method: 'GET', path: '/api/user/playedlist' },
  gameDataLoad: { method: 'GET', path: '/api/user/game/data/load' },
  gameDataSave: { method: 'POST', path: '/api/user/game/data/save' },
  /** Answers a `.url` file as an attachment, not the envelope; errors are envelopes. */
  shortcut: { method: 'GET', path: '/api/user/client/shortcut' },
  /** A single-use, short-lived link to the game on the mobile site; signed (`QR_CODE_OSIGN`). */
  qrCode: { method: 'POST', path: '/api/user/client/qrcode', signed: QR_CODE_OSIGN, alsoGet: true },
  /** Used by the mobile site: answers the game of a QR link once. */
  qrRedeem: { method: 'GET', path: '/api/guest/qrcode/redeem' },
  /** Whose account a live QR link continues (nickname and avatar); does not use the link. */
  qrPeek: { method: 'GET', path: '/api/guest/qrcode/peek' },
  /** Uses a QR link once and signs this browser in as its player; a POST, same-origin only. */
  qrSignIn: { method: 'POST', path: '/api/guest/qrcode/signin' },
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
  ticketAdd: { method: 'POST', path: '/api/user/query/add', alsoGet: true },
  ticketList: { method: 'GET', path: '/api/user/query/list' },
  ticketDetail: { method: 'GET', path: '/api/user/query/detail' },
  /** A reply or a follow-up question; answers the new line of the conversation. */
  ticketMore: { method: 'POST', path: '/api/user/query/morequery', alsoGet: true },
  ticketRate: { method: 'GET', path: '/api/user/query/instantRate' },
  /** Records the highest push id a player has read at a red-dot location. */
  pushRead: { method: 'GET', path: '/api/user/push/read' },
  iconStateQuery: { method: 'GET', path: '/api/user/iconstate/query' },
  iconStateSave: { method: 'GET', path: '/api/user/iconstate/save' },
  /** One tracking event; signed (`TRACKING_OSIGN`). */
  tracking: { method: 'POST', path: '/api/analytics/source/tracking', signed: TRACKING_OSIGN },
  /** Where a visitor came from; signed (`ATTRIBUTION_OSIGN`). */
  attribution: {
    method: 'GET',
    path: '/api/analytics/source/attribution',
    signed: ATTRIBUTION_OSIGN,
  },
} as const satisfies Record<string, ApiRoute>;

/** An endpoint as a client calls it: its route, typed with the endpoint's request and response. */
export interface Route<E extends Endpoint = Endpoint> extends ApiRoute {
  /** Carries the endpoint's types only; never set. */
  readonly endpoint?: E;
}

/** The route table typed endpoint by endpoint: what the site calls the API through. */
export const apiRoutes: { readonly [K in keyof Endpoints]: Route<Endpoints[K]> } = routeTable;
