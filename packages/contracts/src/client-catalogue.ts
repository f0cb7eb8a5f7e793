import { z } from 'zod';
import { GameCategory, type GameCategoryValue } from './constants.js';
import { appIdSchema, gameSchema } from './games.js';
import { pageSchema, pageSizeSchema } from './pagination.js';

/**
 * The catalogue calls the publisher's mobile client makes that the spec does not list. They are
 * served from the same services as their spec counterparts and answer in the client's shapes.
 */

/** Stars shown on a tile (0 to 5). */
export const APP_RATE_MAX = 5;

/** A tile as the client reads it: the spec's game plus its stars and its popularity (plays). */
export const clientGameSchema = gameSchema.extend({
  appRate: z.number().int().min(0).max(APP_RATE_MAX),
  appPopularity: z.number().int().min(0),
  appBannerUrl: z.string(),
});
export type ClientGame = z.infer<typeof clientGameSchema>;

/**
 * A tile's stars from its plays: one more star per tenfold plays, 1 to 5 (1 play or none: one
 * star; 10 000 and more: five). The catalogue keeps no ratings, so popularity stands in.
 */
export const appRateOf = (plays: number): number =>
  Math.min(APP_RATE_MAX, 1 + Math.floor(Math.log10(Math.max(plays, 1))));

/** How a location orders its games: a curated category list, or all games by plays or by date. */
export type LocationSource =
  { kind: 'category'; category: GameCategoryValue } | { kind: 'mostPlayed' } | { kind: 'newest' };

export interface LocationType {
  name: string;
  source: LocationSource;
  /** Which page of that order this location shows, when the client sends no page. */
  page: number;
  /** How many games it shows when the client sends no pageSize. */
  pageSize: number;
}

const hot: LocationSource = { kind: 'category', category: 'hot' };
const fresh: LocationSource = { kind: 'category', category: 'new' };

/**
 * The `locationType` numbers the client asks `app/list` for. Home's recommended block asks
 * 0, 2, 4 (lists) and 1, 3 (icons) in turn, its latest block 5, 7, 9 and 6, 8; the games page
 * asks 10 (hot) and 11 (latest); the exit dialog 12. A category of `app/typelist` is asked by its
 * `typeId`, from `CATEGORY_TYPE_ID_BASE` up.
 */
export const LocationTypes: Readonly<Record<number, LocationType>> = {
  0: { name: 'Recommended', source: hot, page: 1, pageSize: 5 },
  1: { name: 'Hot games', source: { kind: 'mostPlayed' }, page: 1, pageSize: 8 },
  2: { name: 'Recommended', source: hot, page: 2, pageSize: 5 },
  3: { name: 'Hot games', source: { kind: 'mostPlayed' }, page: 2, pageSize: 8 },
  4: { name: 'Recommended', source: hot, page: 3, pageSize: 5 },
  5: { name: 'Latest', source: fresh, page: 1, pageSize: 5 },
  6: { name: 'New games', source: { kind: 'newest' }, page: 1, pageSize: 8 },
  7: { name: 'Latest', source: fresh, page: 2, pageSize: 5 },
  8: { name: 'New games', source: { kind: 'newest' }, page: 2, pageSize: 8 },
  9: { name: 'Latest', source: fresh, page: 3, pageSize: 5 },
  10: { name: 'Hot', source: { kind: 'mostPlayed' }, page: 1, pageSize: 10 },
  11: { name: 'Latest', source: { kind: 'newest' }, page: 1, pageSize: 10 },
  12: { name: 'You may also like', source: { kind: 'mostPlayed' }, page: 1, pageSize: 6 },
};

/** A category's `typeId` (and `locationType`) is this plus its index in `GameCategory`. */
export const CATEGORY_TYPE_ID_BASE = 100;
export const CategoryTypeNames: Readonly<Record<GameCategoryValue, string>> = {
  hot: 'Hot',
  new: 'New',
  popularity: 'Popular',
  others: 'Others',
};

/** The location a number names (a fixed location or a category's typeId), if any. */
export function locationTypeOf(locationType: number): LocationType | undefined {
  const fixed = LocationTypes[locationType];
  if (fixed) return fixed;
  const category = GameCategory[locationType - CATEGORY_TYPE_ID_BASE];
  if (!category) return undefined;
  const source: LocationSource = { kind: 'category', category };
  return { name: CategoryTypeNames[category], source, page: 1, pageSize: 10 };
}

export const CLIENT_LIST_MAX_PAGE_SIZE = 50;

/** Without page and pageSize, a location shows its own page (`LocationType`). */
export const clientAppListRequestSchema = z.object({
  locationType: z.coerce.number().int().min(0).max(9_999),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(CLIENT_LIST_MAX_PAGE_SIZE).optional(),
});
export const clientAppListResponseSchema = z.object({
  appList: z.array(clientGameSchema),
  locationType: z.number().int(),
  locationTypeName: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ClientAppListResponse = z.infer<typeof clientAppListResponseSchema>;

/** `app/hotapplist`: the search page's top finds. */
export const clientHotAppListResponseSchema = z.object({ appList: z.array(clientGameSchema) });

/** `app/typelist`: the categories, each with its icon (its first game's) and its game count. */
export const clientTypeSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  typeIcon: z.string(),
  appCount: z.number().int(),
});
export const clientTypeListResponseSchema = z.object({ typeList: z.array(clientTypeSchema) });
export type ClientTypeListResponse = z.infer<typeof clientTypeListResponseSchema>;

/** `slideshow/list`: the spec's slides under the client's names. */
export const clientSlideSchema = z.object({
  slideshowId: z.number().int(),
  slideshowImage: z.string(),
  slideshowTitle: z.string(),
  appId: z.number().int().nullable(),
  appName: z.string(),
  appLink: z.string(),
});
export const clientSlideshowResponseSchema = z.object({
  slideshowList: z.array(clientSlideSchema),
});
export type ClientSlideshowResponse = z.infer<typeof clientSlideshowResponseSchema>;

/** `marqueeType`: what a marquee line opens. */
export const MarqueeType = { GAME: 0, NOTICE: 1, GUIDE: 2, EVENT: 3, LINK: 4 } as const;
/** How many of the latest news the marquee shows. */
export const MARQUEE_COUNT = 5;
/**
 * `marquee/list`: the latest portal news, one line each (`id` is the news id; a news item about
 * a game names it in `appName`); `marqueeLink` is empty, so the client opens the news page.
 */
export const clientMarqueeSchema = z.object({
  marqueeId: z.number().int(),
  marqueeContent: z.string(),
  marqueeLink: z.string(),
  marqueeType: z.number().int(),
  id: z.number().int(),
  appName: z.string(),
});
export const clientMarqueeListResponseSchema = z.object({
  marqueeList: z.array(clientMarqueeSchema),
});
export type ClientMarqueeListResponse = z.infer<typeof clientMarqueeListResponseSchema>;

/** `app/newslist`: the news of one game. */
export const clientAppNewsRequestSchema = z.object({
  appId: appIdSchema,
  page: pageSchema,
  pageSize: pageSizeSchema(10, CLIENT_LIST_MAX_PAGE_SIZE),
});

/** Where a game can be shared, by the client's platform codes, in the order offered. */
export const SharePlatform = ['FB', 'FBM', 'TW', 'LI'] as const;
export const shareInfoRequestSchema = z.object({ appId: appIdSchema });
export const shareInfoResponseSchema = z.object({
  shareList: z.array(z.object({ platform: z.enum(SharePlatform), shareLink: z.string() })),
});
export type ShareInfoResponse = z.infer<typeof shareInfoResponseSchema>;

/** `event/h5client`: a click the client logs (a slide, a marquee line), kept as an event. */
export const clientEventRequestSchema = z.object({
  eventName: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
  actionType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  clientId: z.string().trim().max(128).optional(),
});
export const clientEventResponseSchema = z.object({ eventId: z.number().int() });

/**
 * The interface texts of the publisher's client (`GET /api/guest/client/i18n`): its whole text
 * dictionary, texts nested by the dotted key the client asks for (`me.profile.saved`). The
 * client puts the answer's data in place of its own dictionary, so it holds every key it uses.
 * Placeholders in braces (`{number}`) are the client's to fill. English only (spec section 1).
 */
export interface ClientDictionary {
  [key: string]: string | ClientDictionary;
}
export const clientDictionarySchema: z.ZodType<ClientDictionary> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), clientDictionarySchema])),
);

/** The text at a dotted key of a dictionary, or undefined where there is none. */
export function dictionaryText(dictionary: ClientDictionary, key: string): string | undefined {
  let node: string | ClientDictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
