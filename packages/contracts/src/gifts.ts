import { z } from 'zod';
import { appIdSchema } from './games.js';
import {
  GIFT_LIST_MAX_SIZE,
  GIFT_LIST_SIZE,
  GiftCondition,
  GiftRequestType,
  GiftState,
} from './gift-constants.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

export * from './gift-constants.js';

/**
 * Gift packs (spec sections 3 "Gift" and 7 "user/gift/appgiftlist", "user/gift/claim"): a pool of
 * codes per gift, each given to one player once, behind a cumulative recharge requirement.
 */

/** An opaque handle of a gift, as the list gives it. */
export const giftKeySchema = z.string().trim().min(1).max(32);

const requestType = z.coerce
  .number()
  .pipe(
    z.union([
      z.literal(GiftRequestType.ALL),
      z.literal(GiftRequestType.APP),
      z.literal(GiftRequestType.MINE),
    ]),
  );
const giftCondition = z.coerce
  .number()
  .pipe(z.union([z.literal(GiftCondition.ANY), z.literal(GiftCondition.AVAILABLE)]));

export const giftListRequestSchema = z.object({
  appId: appIdSchema.optional(),
  requestType: requestType.default(GiftRequestType.ALL),
  giftListSize: pageSizeSchema(GIFT_LIST_SIZE, GIFT_LIST_MAX_SIZE),
  page: pageSchema,
  giftCondition: giftCondition.default(GiftCondition.ANY),
});
export type GiftListRequest = z.input<typeof giftListRequestSchema>;

export const giftSchema = z.object({
  giftKey: z.string(),
  appId: z.number().int(),
  appName: z.string(),
  appIconUrl: z.string(),
  title: z.string(),
  description: z.string(),
  remaining: z.number().int(),
  total: z.number().int(),
  /** The cumulative recharge needed to claim; 0 for everyone. */
  rechargeRequirement: z.number().int(),
  state: z.enum(GiftState),
  /** Milliseconds since the epoch; null when the gift does not end. */
  endsAt: z.number().int().nullable(),
  /** Only on a gift this player claimed. */
  code: z.string().optional(),
  claimedAt: z.number().int().optional(),
});
export type Gift = z.infer<typeof giftSchema>;

export const giftListResponseSchema = pagedSchema.extend({
  giftList: z.array(giftSchema),
  /** The player's cumulative recharge; 0 for a visitor. */
  rechargeTotal: z.number().int(),
});
export type GiftListResponse = z.infer<typeof giftListResponseSchema>;

export const giftClaimRequestSchema = z.object({
  giftKey: giftKeySchema,
  /** Where the claim was made (a page name or id); kept for the spec's payload, not used. */
  from: z.union([z.string().max(32), z.number()]).optional(),
});
export const giftClaimResponseSchema = z.object({
  giftKey: z.string(),
  code: z.string(),
  claimedAt: z.number().int(),
});
export type GiftClaimResponse = z.infer<typeof giftClaimResponseSchema>;
