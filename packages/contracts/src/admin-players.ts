import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';
import { plainTextSchema } from './tickets.js';

/** The states of a player account: frozen may look around but not play; banned cannot sign in. */
export const PlayerStatus = ['active', 'frozen', 'banned'] as const;
export type PlayerStatusValue = (typeof PlayerStatus)[number];

/** How a player signs in without a password: a social account or a device (guest). */
export const PlayerIdentityProvider = ['GOOGLE', 'FACEBOOK', 'GUEST'] as const;

export const PLAYER_QUERY_MAX = 254;
export const ADMIN_REASON_MAX = 500;
/** A client id, as the site's common envelope sends it. */
export const CLIENT_ID_MAX = 64;

const userIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * Player search: a whole number finds that user id; any other text finds players whose
 * nickname, e-mail or mobile contains it (any case). Empty lists every player, newest first.
 */
export const adminPlayerListRequestSchema = z.object({
  q: z.string().trim().max(PLAYER_QUERY_MAX).optional(),
  status: z.enum(PlayerStatus).optional(),
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AdminPlayerListRequest = z.input<typeof adminPlayerListRequestSchema>;

/** `email` and `mobile` are empty for a player who bound none; dates are milliseconds. */
export const adminPlayerSummarySchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  iconUrl: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** User source code of spec section 3 (0 own, 1 other platform, 2 guest, 3 own not bound). */
  source: z.number().int(),
  status: z.enum(PlayerStatus),
  createdAt: z.number().int(),
});
export type AdminPlayerSummary = z.infer<typeof adminPlayerSummarySchema>;

export const adminPlayerListResponseSchema = pagedSchema.extend({
  playerList: z.array(adminPlayerSummarySchema),
});
export type AdminPlayerListResponse = z.infer<typeof adminPlayerListResponseSchema>;

export const adminPlayerIdRequestSchema = z.object({ userId: userIdSchema });

export const adminPlayerIdentitySchema = z.object({
  provider: z.enum(PlayerIdentityProvider),
  /** The device's client id for a guest, the provider's account id otherwise. */
  subject: z.string(),
  createdAt: z.number().int(),
});

/** The player with the numbers behind the lists (played games and gifts are paged apart). */
export const adminPlayerDetailSchema = adminPlayerSummarySchema.extend({
  gender: z.number().int(),
  birthdate: z.string(),
  industry: z.string(),
  privacyAgreedAt: z.number().int().nullable(),
  identities: z.array(adminPlayerIdentitySchema),
  rechargeTotal: z.number().int(),
  playedGameCount: z.number().int(),
  claimedGiftCount: z.number().int(),
  openTicketCount: z.number().int(),
  liveSessionCount: z.number().int(),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetailSchema>;

export const adminPlayerPageRequestSchema = z.object({
  userId: userIdSchema,
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});

export const adminPlayedGameSchema = z.object({
  appId: z.number().int(),
  appName: z.string(),
  plays: z.number().int(),
  lastPlayedAt: z.number().int(),
});
export const adminPlayedGameListResponseSchema = pagedSchema.extend({
  playedList: z.array(adminPlayedGameSchema),
});
export type AdminPlayedGameListResponse = z.infer<typeof adminPlayedGameListResponseSchema>;

export const adminClaimedGiftSchema = z.object({
  giftId: z.number().int(),
  title: z.string(),
  appId: z.number().int(),
  appName: z.string(),
  code: z.string(),
  claimedAt: z.number().int().nullable(),
});
export const adminClaimedGiftListResponseSchema = pagedSchema.extend({
  giftList: z.array(adminClaimedGiftSchema),
});
export type AdminClaimedGiftListResponse = z.infer<typeof adminClaimedGiftListResponseSchema>;

/** Freeze, ban and unban; the reason is kept in the audit log. */
export const adminPlayerActionRequestSchema = z.object({
  userId: userIdSchema,
  reason: plainTextSchema(ADMIN_REASON_MAX).optional(),
});
export type AdminPlayerActionRequest = z.input<typeof adminPlayerActionRequestSchema>;

/** The player as they are now; `changed` is false when they already had that status. */
export const adminPlayerActionResponseSchema = z.object({
  player: adminPlayerSummarySchema,
  changed: z.boolean(),
});
export type AdminPlayerActionResponse = z.infer<typeof adminPlayerActionResponseSchema>;

/* ----- test devices ----- */

const deviceIdSchema = z.string().trim().min(1).max(CLIENT_ID_MAX);

export const adminTestDeviceRequestSchema = z.object({ clientId: deviceIdSchema });
export type AdminTestDeviceRequest = z.input<typeof adminTestDeviceRequestSchema>;
export const adminTestDeviceSchema = z.object({
  clientId: z.string(),
  createdAt: z.number().int(),
});
export type AdminTestDevice = z.infer<typeof adminTestDeviceSchema>;
/** `flagged` says whether the device is a test device now; `changed` whether this call did it. */
export const adminTestDeviceResponseSchema = z.object({
  clientId: z.string(),
  flagged: z.boolean(),
  changed: z.boolean(),
});
export type AdminTestDeviceResponse = z.infer<typeof adminTestDeviceResponseSchema>;

export const adminTestDeviceListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export const adminTestDeviceListResponseSchema = pagedSchema.extend({
  deviceList: z.array(adminTestDeviceSchema),
});
export type AdminTestDeviceListResponse = z.infer<typeof adminTestDeviceListResponseSchema>;
