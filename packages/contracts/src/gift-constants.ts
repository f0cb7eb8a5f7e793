/**
 * The gift list's plain values, kept apart from the schemas in gifts.ts: a page that only needs a
 * request type or a state does not build every gift schema when it loads.
 */

/** requestType of the gift list: the Gift Center, one game's gifts, or the player's own codes. */
export const GiftRequestType = { ALL: 0, APP: 1, MINE: 2 } as const;
export type GiftRequestTypeValue = (typeof GiftRequestType)[keyof typeof GiftRequestType];

/** giftCondition: every listed gift, or only those that still have codes. */
export const GiftCondition = { ANY: 0, AVAILABLE: 1 } as const;

/**
 * claimable: this player may claim it now; claimed: this player holds a code of it; none_left:
 * every code is given out; locked: the player's cumulative recharge is below the requirement.
 */
export const GiftState = ['claimable', 'claimed', 'none_left', 'locked'] as const;
export type GiftStateValue = (typeof GiftState)[number];

export const GIFT_LIST_SIZE = 20;
export const GIFT_LIST_MAX_SIZE = 100;
