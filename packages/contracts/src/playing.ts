import { z } from 'zod';
import { PLAYED_PAGE_SIZE } from './constants.js';
import { appIdSchema, gameSchema, GameStatus, optionalAppIdSchema } from './games.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

/**
 * Playing a game (spec sections 4 "Starting a game" and 7 "Games, gifts, messages"): the game
 * config read before a game opens, the signed play record, the recently played list, the data a
 * game saves through the SDK, the desktop shortcut and the play-on-mobile QR code.
 */

/** The osign of a signed request: 32 hex digits; a missing or malformed one is refused as bad. */
export const osignSchema = z.string().trim().max(64).optional();

/** "frozen" makes the site show the account-frozen notice instead of the game. */
export const UserGameStatus = ['normal', 'frozen'] as const;
export type UserGameStatusValue = (typeof UserGameStatus)[number];

export const gameConfigRequestSchema = z.object({ appId: appIdSchema });
export const gameConfigSchema = z.object({
  userStatus: z.enum(UserGameStatus),
  appId: z.number().int(),
  appName: z.string(),
  appIconUrl: z.string(),
  appUrl: z.string(),
  screenType: z.number().int().min(0).max(3),
  status: z.enum(GameStatus),
});
export type GameConfig = z.infer<typeof gameConfigSchema>;

export const playRequestSchema = z.object({ appId: appIdSchema, osign: osignSchema });
export const playResponseSchema = z.object({
  appId: z.number().int(),
  /** How many times this player has started this game, this one included. */
  plays: z.number().int(),
});
export type PlayResponse = z.infer<typeof playResponseSchema>;

export const PLAYED_MAX_PAGE_SIZE = 50;
export const playedListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(PLAYED_PAGE_SIZE, PLAYED_MAX_PAGE_SIZE),
});
/** A game of the list shape, with when and how often this player played it. */
export const playedGameSchema = gameSchema.extend({
  lastPlayedAt: z.number().int(),
  plays: z.number().int(),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;
export const playedListResponseSchema = pagedSchema.extend({ appList: z.array(playedGameSchema) });
export type PlayedListResponse = z.infer<typeof playedListResponseSchema>;

/** Saved game data is bounded so a game cannot fill a player's storage (the SDK's limits). */
export const GAME_SAVE_KEY_MAX = 64;
export const GAME_SAVE_VALUE_MAX = 64 * 1024;
/** Distinct keys one player may keep per game. */
export const GAME_SAVE_KEYS_MAX = 32;

const saveKeySchema = z.string().min(1).max(GAME_SAVE_KEY_MAX);

export const gameDataLoadRequestSchema = z.object({ appId: appIdSchema, key: saveKeySchema });
export const gameDataLoadResponseSchema = z.object({ value: z.string().nullable() });
export type GameDataLoadResponse = z.infer<typeof gameDataLoadResponseSchema>;

export const gameDataSaveRequestSchema = z.object({
  appId: appIdSchema,
  key: saveKeySchema,
  value: z.string().max(GAME_SAVE_VALUE_MAX),
});

/** `user/client/shortcut` answers a file, not the JSON envelope (errors still are envelopes). */
export const shortcutRequestSchema = z.object({ appId: appIdSchema });
export const SHORTCUT_CONTENT_TYPE = 'application/octet-stream';

/** How long a play-on-mobile QR code works; it works once. */
export const QR_LINK_TTL_MS = 5 * 60 * 1000;

/**
 * Play on mobile: the game being played. Outside a game the publisher's client asks too, with an
 * empty `appId`: the code then leads to the site's Home, with no sign-in in it.
 */
export const qrCodeRequestSchema = z.object({ appId: optionalAppIdSchema, osign: osignSchema });
export const qrCodeResponseSchema = z.object({
  /** The game's page (or the mobile site's) with the single-use token as `qr`; Home without a game. */
  qrLink: z.string(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number().int(),
  /** The QR code of qrLink as a `data:image/svg+xml;base64,...` image. */
  qrCode: z.string(),
});
export type QrCodeResponse = z.infer<typeof qrCodeResponseSchema>;

export const qrRedeemRequestSchema = z.object({ qr: z.string().trim().min(1).max(128) });
export const qrRedeemResponseSchema = z.object({ appId: z.number().int() });
export type QrRedeemResponse = z.infer<typeof qrRedeemResponseSchema>;

/**
 * The phone's look at a live link before using it: whose account it continues, and nothing
 * more (no id, no address, no game state), so a link seen by someone else tells them little.
 */
export const qrPeekRequestSchema = qrRedeemRequestSchema;
export const qrPeekResponseSchema = z.object({ nickname: z.string(), iconUrl: z.string() });
export type QrPeekResponse = z.infer<typeof qrPeekResponseSchema>;
