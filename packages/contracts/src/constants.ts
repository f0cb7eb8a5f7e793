/** Business constants and limits (spec section 9). */
export const PRODUCT_ID = 'playhaven';
export const PRODUCT_NAME = 'Playhaven';

export const SDK_VERSION = '1.0';
export const SDK_TYPE = 'html5';
export const RUN_PLATFORM = 'html5';
export const GAME_PLATFORM = PRODUCT_ID;
export const UNKNOWN = '_unknown';
export const LOCALE = 'en';
export const IFRAME_PATH = '/mobile';
export const VPN_ENABLE = 1;

export const CODE_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const MOBILE_MIN_DIGITS = 1;
export const MOBILE_MAX_DIGITS = 15;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const EMAIL_TLD_MIN = 2;
export const EMAIL_TLD_MAX = 5;

export const TOAST_MS = 1500;
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_PAGE_SIZE = 10;
export const PLAYED_PAGE_SIZE = 5;
export const GAME_LIST_PAGE_SIZE = 24;
export const GAME_LIST_MAX_PAGE_SIZE = 60;
export const NEWS_PAGE_SIZE = 12;

export const RETRY_MS = {
  tracking: 60_000,
  attribution: 10_000,
  privacyAgree: 20_000,
  clientIdWait: 500,
  googleInit: 1_000,
  request: 1_000,
  socketReconnect: 3_000,
} as const;

export const LOGIN_REMINDER_DELAY_MS = 1_500;
export const GUEST_BIND_REMINDER_HIDE_MS = 24 * 60 * 60 * 1000;
/** Token and cookie lifetime: 6 days (the spec gives 6 without a unit). */
export const TOKEN_LIFETIME_DAYS = 6;
export const SESSION_COUNTER_RESET = 6;

export const MAX_ATTACHMENTS = 5;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const NICKNAME_MAX = 22;
/** The nickname a guest is made with; binding an address or a provider replaces it. */
export const GUEST_NICKNAME = 'Guest';

export const ScreenType = { OFF: 0, HORIZONTAL: 1, VERTICAL: 2, FULL_SCREEN: 3 } as const;
export type ScreenTypeValue = (typeof ScreenType)[keyof typeof ScreenType];
export const BrowserType = { MOBILE: 0, PC: 1, MINI_CLIENT: 2 } as const;
export const UserSource = { OWN: 0, OTHER: 1, GUEST: 2, OWN_UNBOUND: 3 } as const;
export const LoginPlatform = ['FACEBOOK', 'GOOGLE', 'GUEST', 'WINGA'] as const;
export type LoginPlatformValue = (typeof LoginPlatform)[number];

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_DIAL_CODE = '1';
export const PRIVACY_AGREED = '-1';

export const VIEW_PAGE_EVENT = 'ghw_h5_view_page';
/**
 * Tracking events besides page views. The spec names only the view-page event; these follow its
 * naming. A visit that arrived by a play-on-mobile QR code or by a short link is reported once.
 */
export const TrackingEvent = {
  VIEW_PAGE: VIEW_PAGE_EVENT,
  QR_VISIT: 'ghw_h5_qr_visit',
  SHORT_LINK_VISIT: 'ghw_h5_short_link_visit',
} as const;
/** Query values that mark a visit as arriving by QR code or by short link. */
export const ArrivalFlag = { qr: 'qr', shortLink: 'sl' } as const;
/** Retry periods of spec section 9: tracking 60 s, attribution 10 s. */
export const TRACKING_RETRY_MS = 60_000;
export const ATTRIBUTION_RETRY_MS = 10_000;
/** The channel parameters a share link may carry, kept with the visit's other query values. */
export const CHANNEL_PARAMS = [
  'channelId',
  'lp',
  'subChannelId',
  'subChannelId2',
  'subChannelId3',
] as const;
export const PageId = {
  HOME: 0,
  PLAYING_GAME: 5,
  GAMES_LIST: 22,
  LINK_EXPIRED: 32,
  GIFT_CENTER: 34,
  MY_GIFTS: 35,
  SIGN_IN: 13,
  SIGN_UP: 14,
  DEFAULT: -1,
} as const;

export const LocalKey = {
  changeLoginStatus: 'changeLoginStatus',
  myAccount: 'myAccount',
  userInfo: 'userInfo',
  clientId: 'clientId',
  /** The guest's device secret (see `deviceSecretSchema`); kept beside the client id. */
  deviceSecret: 'deviceSecret',
  clientConfig: 'clientConfig',
  shareQuery: 'shareQuery',
  /** The playing state of spec section 3 (appId, appName, appIconUrl) of the game last started. */
  playingApp: 'playingApp',
  /** Set once the visit's channel was reported (spec: attribution's local success flag). */
  attributed: 'attributed',
  /** The red-dot state of every location, and whose it is. */
  redDots: 'redDots',
  /** Game saves the server could not be reached for, sent again once it can. */
  pendingSaves: 'pendingSaves',
  /** The built-in games last played, to open again without a connection. */
  offlineGames: 'offlineGames',
} as const;

/** Game list categories (spec: mini games with categories hot, new, popularity, others). */
export const GameCategory = ['hot', 'new', 'popularity', 'others'] as const;
export type GameCategoryValue = (typeof GameCategory)[number];

export const NewsCategory = ['news', 'event'] as const;
export type NewsCategoryValue = (typeof NewsCategory)[number];

/**
 * Code purposes of /api/user/client/captcha/get/v2. 2, 4, 5 and 6 are the spec's; 1 (e-mail
 * sign-up) and 3 (bind e-mail) complete the set, since those flows verify an address too.
 */
export const CodeType = {
  EMAIL_SIGN_UP: 1,
  EMAIL_RESET: 2,
  BIND_EMAIL: 3,
  BIND_MOBILE: 4,
  MOBILE_RESET: 5,
  MOBILE_SIGN_UP: 6,
} as const;
export type CodeTypeValue = (typeof CodeType)[keyof typeof CodeType];

/** notifStatus 1 asks for unread messages only (spec section 7: unread count). */
/**
 * `notifStatus` of a message list request: 1 unread only, 0 read only (the publisher's numbers).
 * The field left out (or empty) asks for every message.
 */
export const NotifStatus = { READ: 0, UNREAD: 1 } as const;
export type NotifStatusValue = (typeof NotifStatus)[keyof typeof NotifStatus];

/**
 * The spec's `pushType` of a push item: what the site does with it. The spec names the kinds
 * without numbers; these are the publisher's (its client: -1 other, 0 red dot, 1 QR code).
 */
export const PushType = { OTHER: -1, RED_DOT: 0, QR_CODE: 1, QR_CODE_USED: 2 } as const;
export type PushTypeValue = (typeof PushType)[keyof typeof PushType];

/**
 * The spec's "push types for red dots", under the publisher's field name `pushTargetType`: a
 * common (broadcast) push is for everyone (sent on `/topic/notify`), a one-to-one (personal)
 * push for one player (sent on `/user/{userId}/msg`).
 */
export const PushTargetType = { COMMON: 0, ONE_TO_ONE: 1 } as const;
export type PushTargetTypeValue = (typeof PushTargetType)[keyof typeof PushTargetType];

/** The publisher's icon red dots of a game's floating menu (`iconstate`): 0 hidden, 1 shown. */
export const IconRedDot = { HIDDEN: 0, SHOWN: 1 } as const;
export type IconRedDotValue = (typeof IconRedDot)[keyof typeof IconRedDot];

/** Red-dot locations 0 to 14, in the spec's order. */
export const RedDotLocation = {
  HOME_BEST: 0,
  HOME_NEW: 1,
  GAME_HOT: 2,
  GAME_NEW: 3,
  NEWS: 4,
  EVENT: 5,
  PERSONAL_MESSAGE: 6,
  PERSONAL_SERVICE: 7,
  FBC_EVENT: 8,
  FBC_NEWS: 9,
  FBC_GIFT: 10,
  FS_EVENT: 11,
  FS_NEWS: 12,
  GAME_SERVICE: 13,
  ALL_GIFT: 14,
} as const;
export type RedDotLocationValue = (typeof RedDotLocation)[keyof typeof RedDotLocation];
export const RED_DOT_LOCATIONS: readonly RedDotLocationValue[] = Object.values(RedDotLocation);

/** The multipart file field of an upload, as the publisher's client names it. */
export const UPLOAD_FILE_FIELD = 'attachData';
/** Every file field name an upload accepts: the publisher's first, then our former name. */
export const UPLOAD_FILE_FIELDS: readonly string[] = [UPLOAD_FILE_FIELD, 'file'];
