import { z } from 'zod';
import { GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE, GameCategory } from './constants.js';
import { appIdSchema } from './app-id.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

export { appIdSchema };
/** An app id a request may leave out or send empty (the publisher's client sends `appId=`). */
export const optionalAppIdSchema = z
  .union([z.literal(''), appIdSchema])
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const tagSchema = z.object({ tagId: z.number().int(), tagName: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const GameStatus = ['online', 'maintenance', 'closed'] as const;
export type GameStatusValue = (typeof GameStatus)[number];

/** The game of spec section 3, plus the artwork a tile and a banner need. */
export const gameSchema = z.object({
  appId: z.number().int(),
  appName: z.string(),
  appIconUrl: z.string(),
  bannerUrl: z.string(),
  briefIntro: z.string(),
  appUrl: z.string(),
  appType: z.number().int(),
  appTags: z.array(tagSchema),
  screenType: z.number().int().min(0).max(3),
  status: z.enum(GameStatus),
});
export type Game = z.infer<typeof gameSchema>;

export const gameDetailSchema = gameSchema.extend({
  description: z.string(),
  screenshots: z.array(z.string()),
  categories: z.array(z.enum(GameCategory)),
  developer: z.string(),
  playCount: z.number().int(),
  releasedAt: z.number().int(),
  howToPlay: z.array(z.string()),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(GAME_LIST_PAGE_SIZE, GAME_LIST_MAX_PAGE_SIZE),
  category: z.enum(GameCategory).optional(),
  tagId: z.coerce.number().int().min(1).optional(),
});
export type GameListRequest = z.input<typeof gameListRequestSchema>;

export const gameListResponseSchema = pagedSchema.extend({ appList: z.array(gameSchema) });
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

export const gameDetailRequestSchema = z.object({ appId: appIdSchema });
export const gameDetailResponseSchema = gameDetailSchema;

/** api/hotItemsArr: the "top finds" shown when the search box is focused while empty. */
export const hotItemsResponseSchema = z.object({ hotItems: z.array(gameSchema) });
export type HotItemsResponse = z.infer<typeof hotItemsResponseSchema>;
