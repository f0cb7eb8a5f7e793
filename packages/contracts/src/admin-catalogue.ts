import { z } from 'zod';
import { ValidationText } from './checks.js';
import { GameCategory, NewsCategory } from './constants.js';
import { appIdSchema, GameStatus, tagSchema } from './games.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';
import { plainTextSchema } from './tickets.js';

/**
 * The publisher's catalogue: games (details, order in the category lists, status, hosting,
 * artwork), the home page banners and the news. Every change is written to the audit log.
 */

/** Where the games origin serves a game hosted from an uploaded zip: `/hosted/{appId}/{version}/`. */
export const HOSTED_GAMES_PATH = '/hosted/';
/** Where the games origin serves the pictures the publisher uploaded. */
export const ARTWORK_PATH = '/artwork/';

/**
 * The rules a game's zip must meet. The zip itself is at most 50 MB, its files together at most
 * 200 MB once unpacked, and it holds at most 2,000 entries (files and folders).
 */
export const HOSTED_ZIP_MAX_BYTES = 50 * 1024 * 1024;
export const HOSTED_ZIP_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const HOSTED_ZIP_MAX_ENTRIES = 2_000;
/** The longest path inside a zip, in characters. */
export const HOSTED_ZIP_PATH_MAX = 255;
/** The start page the games origin opens: at the zip's root, or inside its one top folder. */
export const HOSTED_GAME_INDEX = 'index.html';

/** File extensions a hosted game may hold (lower-cased; the check ignores case). */
export const HOSTED_GAME_FILE_TYPES = [
  'html',
  'htm',
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'txt',
  'xml',
  'csv',
  'wasm',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'bmp',
  'mp3',
  'ogg',
  'oga',
  'opus',
  'wav',
  'm4a',
  'aac',
  'flac',
  'mp4',
  'webm',
  'ogv',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'glb',
  'gltf',
  'bin',
  'atlas',
  'fnt',
] as const;

/** The pictures a game has; a screenshot is added to the game's list, the others replace. */
export const ArtworkKind = ['icon', 'banner', 'screenshot'] as const;
export type ArtworkKindValue = (typeof ArtworkKind)[number];

/** Picture limits in bytes, per kind; `image` is a banner slide's or a news item's picture. */
export const ARTWORK_MAX_BYTES = {
  icon: 1024 * 1024,
  banner: 5 * 1024 * 1024,
  screenshot: 5 * 1024 * 1024,
  image: 5 * 1024 * 1024,
} as const;
export const GAME_SCREENSHOTS_MAX = 8;

export const GAME_NAME_MAX = 80;
export const GAME_INTRO_MAX = 200;
export const GAME_DESCRIPTION_MAX = 5_000;
export const GAME_HOW_TO_PLAY_MAX = 12;
export const GAME_STEP_MAX = 300;
export const GAME_DEVELOPER_MAX = 80;
export const GAME_TAGS_MAX = 10;
export const TAG_NAME_MAX = 32;
export const APP_TYPE_MAX = 999;
export const URL_MAX = 2_000;
export const ADMIN_GAME_PAGE_SIZE = 20;
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;
/** The most entries one reorder may list; a category or the banners never come near it. */
export const REORDER_MAX = 1_000;

export const SLIDE_TITLE_MAX = 80;
export const SLIDE_SUBTITLE_MAX = 200;
export const NEWS_TITLE_MAX = 120;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_HTML_MAX = 100_000;
export const ADMIN_NEWS_PAGE_SIZE = 20;

/** The actions of the catalogue in the audit log (`<area>.<verb>`, as the other admin actions). */
export const CatalogueAuditAction = {
  GAME_CREATE: 'game.create',
  GAME_UPDATE: 'game.update',
  GAME_REORDER: 'game.reorder',
  GAME_STATUS: 'game.status',
  GAME_PACKAGE: 'game.package',
  GAME_URL: 'game.url',
  GAME_ARTWORK: 'game.artwork',
  IMAGE_UPLOAD: 'image.upload',
  SLIDE_CREATE: 'slide.create',
  SLIDE_UPDATE: 'slide.update',
  SLIDE_DELETE: 'slide.delete',
  SLIDE_REORDER: 'slide.reorder',
  NEWS_CREATE: 'news.create',
  NEWS_UPDATE: 'news.update',
  NEWS_DELETE: 'news.delete',
  NEWS_PUBLISH: 'news.publish',
  NEWS_UNPUBLISH: 'news.unpublish',
} as const;

/** Plain text on one line: control characters dropped, runs of white space made one space. */
const lineSchema = (max: number) =>
  plainTextSchema(max * 4)
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, ValidationText.notEmpty).max(max, ValidationText.textTooLong));

/** Like lineSchema, but may be empty. */
const optionalLineSchema = (max: number) =>
  plainTextSchema(max * 4)
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().max(max, ValidationText.textTooLong));

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const distinct = <T>(values: T[]) => new Set(values).size === values.length;

/** A full new order of a list: every id once. */
const orderSchema = z
  .array(idSchema)
  .min(1)
  .max(REORDER_MAX)
  .refine(distinct, 'lists an entry twice');

/** A path on one of the portal's origins: one leading slash, no `..`, no backslash or space. */
const isPath = (v: string) => /^\/(?!\/)[^\\\s]*$/.test(v) && !v.split('/').includes('..');

/** Credentials in an address would be shown to every player. */
const hasCredentials = (v: string) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(v);
const webUrl = z.url({ protocol: /^https?$/ });
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/**
 * A picture of the catalogue: a path on the games origin (an uploaded picture, or a built-in
 * game's art), or an absolute address. The server keeps a games-origin address as its path and
 * takes any other address only over https.
 */
export const catalogueImageSchema = z
  .string()
  .trim()
  .min(1, ValidationText.notEmpty)
  .max(URL_MAX)
  .refine(
    (v) => isPath(v) || (webUrl.safeParse(v).success && !hasCredentials(v)),
    'must be an uploaded picture or an https address',
  );

/** An address players are sent to: https only, on a domain name, without credentials. */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((v) => httpsUrl.safeParse(v).success && !hasCredentials(v), 'must be an https address');

/** Where a banner leads: an https address, or a page of the site (a path such as `/news/3`). */
export const slideLinkSchema = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(
    (v) => isPath(v) || httpsUrlSchema.safeParse(v).success,
    'must be an https address or a page of the site',
  );

/* ----- games ----- */

/** Where a game's pages come from. */
export const GameHosting = ['none', 'builtin', 'hosted', 'external'] as const;
export type GameHostingValue = (typeof GameHosting)[number];

export const categoryPlaceSchema = z.object({
  category: z.enum(GameCategory),
  /** 1 shows first. */
  position: z.number().int(),
});
export type CategoryPlace = z.infer<typeof categoryPlaceSchema>;

export const adminGameSummarySchema = z.object({
  appId: z.number().int(),
  appName: z.string(),
  iconUrl: z.string(),
  status: z.enum(GameStatus),
  hosting: z.enum(GameHosting),
  playCount: z.number().int(),
  categories: z.array(categoryPlaceSchema),
  createdAt: z.number().int(),
});
export type AdminGameSummary = z.infer<typeof adminGameSummarySchema>;

/** A game as the publisher edits it; addresses are resolved like the public ones. */
export const adminGameSchema = adminGameSummarySchema.extend({
  briefIntro: z.string(),
  description: z.string(),
  howToPlay: z.array(z.string()),
  developer: z.string(),
  screenType: z.number().int(),
  appType: z.number().int(),
  tags: z.array(tagSchema),
  bannerUrl: z.string(),
  screenshots: z.array(z.string()),
  appUrl: z.string(),
  releasedAt: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGameListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_GAME_PAGE_SIZE, ADMIN_LIST_MAX_PAGE_SIZE),
  /** Part of the name, any case. */
  q: z.string().trim().max(GAME_NAME_MAX).optional(),
  status: z.enum(GameStatus).optional(),
  /** Only the games of this list, in its order. */
  category: z.enum(GameCategory).optional(),
});
export type AdminGameListRequest = z.input<typeof adminGameListRequestSchema>;
export const adminGameListResponseSchema = pagedSchema.extend({
  gameList: z.array(adminGameSummarySchema),
});
export type AdminGameListResponse = z.infer<typeof adminGameListResponseSchema>;

export const adminGameIdRequestSchema = z.object({ appId: appIdSchema });

const tagNamesSchema = z
  .array(lineSchema(TAG_NAME_MAX))
  .max(GAME_TAGS_MAX, `A game can have at most ${GAME_TAGS_MAX} tags.`);
const categoriesSchema = z
  .array(z.enum(GameCategory))
  .max(GameCategory.length)
  .transform((list) => [...new Set(list)]);
const howToPlaySchema = z
  .array(plainTextSchema(GAME_STEP_MAX))
  .max(GAME_HOW_TO_PLAY_MAX)
  .transform((steps) => steps.filter((step) => step !== ''));

const gameFields = {
  name: lineSchema(GAME_NAME_MAX),
  briefIntro: optionalLineSchema(GAME_INTRO_MAX),
  description: plainTextSchema(GAME_DESCRIPTION_MAX),
  howToPlay: howToPlaySchema,
  developer: optionalLineSchema(GAME_DEVELOPER_MAX),
  screenType: z.coerce.number().int().min(0).max(3),
  appType: z.coerce.number().int().min(0).max(APP_TYPE_MAX),
  /** Tag names; a name the catalogue does not know yet becomes a new tag. */
  tags: tagNamesSchema,
  /** The lists the game is in; joining one puts it last there. */
  categories: categoriesSchema,
};

/** A new game starts closed; it can go on show once it is hosted and has an icon and a banner. */
export const adminGameCreateRequestSchema = z.object({
  name: gameFields.name,
  briefIntro: gameFields.briefIntro.default(''),
  description: gameFields.description.default(''),
  howToPlay: gameFields.howToPlay.default([]),
  developer: gameFields.developer.default(''),
  screenType: gameFields.screenType.default(0),
  appType: gameFields.appType.default(0),
  tags: gameFields.tags.default([]),
  categories: gameFields.categories.default([]),
});
export type AdminGameCreateRequest = z.input<typeof adminGameCreateRequestSchema>;

/** Only the fields sent change. */
export const adminGameUpdateRequestSchema = z.object({
  appId: appIdSchema,
  name: gameFields.name.optional(),
  briefIntro: gameFields.briefIntro.optional(),
  description: gameFields.description.optional(),
  howToPlay: gameFields.howToPlay.optional(),
  developer: gameFields.developer.optional(),
  screenType: gameFields.screenType.optional(),
  appType: gameFields.appType.optional(),
  tags: gameFields.tags.optional(),
  categories: gameFields.categories.optional(),
  /** The game's screenshots in their new order; any left out are removed. Only its own. */
  screenshots: z.array(z.string().trim().max(URL_MAX)).max(GAME_SCREENSHOTS_MAX).optional(),
});
export type AdminGameUpdateRequest = z.input<typeof adminGameUpdateRequestSchema>;

/** The whole new order of one list: every game in it, once. */
export const adminGameReorderRequestSchema = z.object({
  category: z.enum(GameCategory),
  appIds: orderSchema,
});
export type AdminGameReorderRequest = z.input<typeof adminGameReorderRequestSchema>;
export const adminGameReorderResponseSchema = z.object({
  category: z.enum(GameCategory),
  appIds: z.array(z.number().int()),
});
export type AdminGameReorderResponse = z.infer<typeof adminGameReorderResponseSchema>;

export const adminGameStatusRequestSchema = z.object({
  appId: appIdSchema,
  status: z.enum(GameStatus),
});
export type AdminGameStatusRequest = z.input<typeof adminGameStatusRequestSchema>;

/** Hosts the game at an address of its own instead of a zip. */
export const adminGameUrlRequestSchema = z.object({ appId: appIdSchema, appUrl: httpsUrlSchema });
export type AdminGameUrlRequest = z.input<typeof adminGameUrlRequestSchema>;

/** The query of the artwork upload; the body is a multipart form with one `file` part. */
export const adminGameArtworkRequestSchema = z.object({
  appId: appIdSchema,
  kind: z.enum(ArtworkKind),
});
export type AdminGameArtworkRequest = z.input<typeof adminGameArtworkRequestSchema>;

/** A picture for a banner or a news item: `path` is what to send back, `url` where it shows. */
export const adminImageResponseSchema = z.object({ path: z.string(), url: z.string() });
export type AdminImageResponse = z.infer<typeof adminImageResponseSchema>;

/* ----- banners (slides) ----- */

export const adminSlideSchema = z.object({
  slideId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  appId: z.number().int().nullable(),
  linkUrl: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;
export const adminSlideListResponseSchema = z.object({ slideList: z.array(adminSlideSchema) });
export type AdminSlideListResponse = z.infer<typeof adminSlideListResponseSchema>;

const slideFields = {
  title: lineSchema(SLIDE_TITLE_MAX),
  subtitle: optionalLineSchema(SLIDE_SUBTITLE_MAX),
  imageUrl: catalogueImageSchema,
  /** The game the banner opens; give this or linkUrl, not both. */
  appId: appIdSchema.nullable(),
  linkUrl: slideLinkSchema.nullable(),
  /** A banner taken off the home page stays in the list. */
  active: z.boolean(),
};

export const adminSlideCreateRequestSchema = z.object({
  title: slideFields.title,
  subtitle: slideFields.subtitle.default(''),
  imageUrl: slideFields.imageUrl,
  appId: slideFields.appId.default(null),
  linkUrl: slideFields.linkUrl.default(null),
  active: slideFields.active.default(true),
});
export type AdminSlideCreateRequest = z.input<typeof adminSlideCreateRequestSchema>;

export const adminSlideUpdateRequestSchema = z.object({
  slideId: idSchema,
  title: slideFields.title.optional(),
  subtitle: slideFields.subtitle.optional(),
  imageUrl: slideFields.imageUrl.optional(),
  appId: slideFields.appId.optional(),
  linkUrl: slideFields.linkUrl.optional(),
  active: slideFields.active.optional(),
});
export type AdminSlideUpdateRequest = z.input<typeof adminSlideUpdateRequestSchema>;

export const adminSlideIdRequestSchema = z.object({ slideId: idSchema });
export const adminSlideDeleteResponseSchema = z.object({ slideId: z.number().int() });
/** Every banner, once, in the new order. */
export const adminSlideReorderRequestSchema = z.object({ slideIds: orderSchema });
export type AdminSlideReorderRequest = z.input<typeof adminSlideReorderRequestSchema>;

/* ----- news and events ----- */

export const NewsChannel = ['portal', 'fbc'] as const;
export type NewsChannelValue = (typeof NewsChannel)[number];
/** A draft is seen by the publisher only; publishing shows it to players and lights their dot. */
export const NewsState = ['draft', 'published'] as const;
export type NewsStateValue = (typeof NewsState)[number];

export const adminNewsItemSchema = z.object({
  newsId: z.number().int(),
  channel: z.enum(NewsChannel),
  category: z.enum(NewsCategory),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  appId: z.number().int().nullable(),
  state: z.enum(NewsState),
  /** Milliseconds since the epoch; null for a draft. */
  publishedAt: z.number().int().nullable(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;
export const adminNewsSchema = adminNewsItemSchema.extend({ contentHtml: z.string() });
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_NEWS_PAGE_SIZE, ADMIN_LIST_MAX_PAGE_SIZE),
  channel: z.enum(NewsChannel).optional(),
  category: z.enum(NewsCategory).optional(),
  state: z.enum(NewsState).optional(),
});
export type AdminNewsListRequest = z.input<typeof adminNewsListRequestSchema>;
export const adminNewsListResponseSchema = pagedSchema.extend({
  newsList: z.array(adminNewsItemSchema),
});
export type AdminNewsListResponse = z.infer<typeof adminNewsListResponseSchema>;

export const adminNewsIdRequestSchema = z.object({ newsId: idSchema });
export const adminNewsDeleteResponseSchema = z.object({ newsId: z.number().int() });

const newsFields = {
  channel: z.enum(NewsChannel),
  category: z.enum(NewsCategory),
  title: lineSchema(NEWS_TITLE_MAX),
  summary: plainTextSchema(NEWS_SUMMARY_MAX),
  coverUrl: catalogueImageSchema,
  /** HTML; the server keeps only text formatting, lists, links and images. */
  contentHtml: z.string().max(NEWS_HTML_MAX, ValidationText.textTooLong),
  appId: appIdSchema.nullable(),
};

/** A new item is a draft until it is published. */
export const adminNewsCreateRequestSchema = z.object({
  channel: newsFields.channel.default('portal'),
  category: newsFields.category.default('news'),
  title: newsFields.title,
  summary: newsFields.summary.default(''),
  coverUrl: newsFields.coverUrl,
  contentHtml: newsFields.contentHtml,
  appId: newsFields.appId.default(null),
});
export type AdminNewsCreateRequest = z.input<typeof adminNewsCreateRequestSchema>;

export const adminNewsUpdateRequestSchema = z.object({
  newsId: idSchema,
  channel: newsFields.channel.optional(),
  category: newsFields.category.optional(),
  title: newsFields.title.optional(),
  summary: newsFields.summary.optional(),
  coverUrl: newsFields.coverUrl.optional(),
  contentHtml: newsFields.contentHtml.optional(),
  appId: newsFields.appId.optional(),
});
export type AdminNewsUpdateRequest = z.input<typeof adminNewsUpdateRequestSchema>;
