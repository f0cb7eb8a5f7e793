import { setTimeout as sleep } from 'node:timers/promises';
import {
  Code,
  GiftCondition,
  GiftRequestType,
  type Gift,
  type GiftClaimResponse,
  type GiftListResponse,
  type GiftStateValue,
  type giftListRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import type { Clock } from '../../lib/clock.js';
import { assertActive } from '../accounts/active-player.js';
import type { AuthUser } from '../accounts/session-service.js';
import type { GameService } from '../games/game-service.js';
import { giftIdOf, giftKeyOf } from './gift-key.js';
import {
  claimWithContext,
  hasFreeCode,
  type ClaimContext,
  listClaimed,
  listGifts,
  rechargeTotal,
  type GiftQuery,
  type ListedGift,
} from './gift-repository.js';

/**
 * A claim that finds every free code locked by claims in flight waits for them a little: one of
 * them may fail (a player claiming twice at once) and free its code again.
 */
const CLAIM_ATTEMPTS = 5;
const CLAIM_RETRY_MS = 15;

const notFound = () => new ApiError(Code.RECORD_NOT_FOUND);

function stateOf(row: ListedGift, recharge: number): GiftStateValue {
  if (row.code !== null) return 'claimed';
  if (row.remaining === 0) return 'none_left';
  if (recharge < row.gift.rechargeRequirement) return 'locked';
  return 'claimable';
}

/** The Gift Center, a game's gifts, My Gifts, and claiming a code. */
export function createGiftService(deps: {
  db: Db;
  games: GameService;
  clock: Clock;
  assets: AssetOrigins;
}) {
  const { db, games, clock, assets } = deps;

  /** The Gift Center or a game's gifts, with the player's recharge total (0 for a visitor). */
  const listOnShow = async (auth: AuthUser | null, query: GiftQuery) => {
    const [{ rows, total }, recharge] = await Promise.all([
      listGifts(db, query),
      auth ? rechargeTotal(db, auth.userId) : Promise.resolve(0),
    ]);
    return { rows, total, rechargeTotal: recharge };
  };

  const toGift = (row: ListedGift, recharge: number): Gift => ({
    giftKey: giftKeyOf(row.gift.giftId),
    appId: row.gift.appId,
    appName: row.appName,
    appIconUrl: assetUrl(assets, row.appIconUrl),
    title: row.gift.title,
    description: row.gift.description,
    remaining: row.remaining,
    total: row.total,
    rechargeRequirement: row.gift.rechargeRequirement,
    state: stateOf(row, recharge),
    endsAt: row.gift.endsAt?.getTime() ?? null,
    ...(row.code === null ? {} : { code: row.code }),
    ...(row.claimedAt === null ? {} : { claimedAt: row.claimedAt.getTime() }),
  });

  /**
   * Throws the error of the first rule of a claim that the context breaks: 4017, 4081 or 4080 for
   * the account, 4044 for a gift not on show, 4060 for an ended gift, 4062 for a gift the player
   * holds a code of, 4060 for a recharge requirement not met. The claim's statement takes a code
   * only when none of them is broken (`claimRulesHold` in the repository).
   */
  function assertClaimable(context: ClaimContext, now: number): void {
    const { found, playerStatus, held, rechargeTotal: recharge } = context;
    assertActive(playerStatus);
    if (!found || found.gameStatus === 'closed' || found.gift.startsAt.getTime() > now) {
      throw notFound();
    }
    const { gift } = found;
    if (gift.endsAt !== null && gift.endsAt.getTime() <= now) {
      throw new ApiError(Code.GIFT_CLAIM_FAILED);
    }
    if (held !== undefined) throw new ApiError(Code.GIFT_ALREADY_CLAIMED);
    if (recharge < gift.rechargeRequirement) {
      throw new ApiError(Code.GIFT_CLAIM_FAILED);
    }
  }

  return {
    /**
     * requestType 0 lists the Gift Center, 1 one game's gifts (appId required), 2 the player's
     * own codes (login required). A visitor sees no code and counts as having recharged nothing.
     */
    async list(
      auth: AuthUser | null,
      input: z.output<typeof giftListRequestSchema>,
    ): Promise<GiftListResponse> {
      const { requestType, appId, page, giftListSize: pageSize } = input;
      if (requestType === GiftRequestType.APP && appId === undefined) {
        throw new ApiError(Code.INVALID_APP_ID, 'appId: This field is required.', 400);
      }
      if (appId !== undefined) await games.one(appId);
      const offset = (page - 1) * pageSize;
      const {
        rows,
        total,
        rechargeTotal: recharge,
      } = requestType === GiftRequestType.MINE && auth
        ? await listClaimed(db, { userId: auth.userId, appId, offset, limit: pageSize })
        : await listOnShow(auth, {
            now: new Date(clock.now()),
            userId: auth?.userId ?? null,
            appId,
            onlyAvailable: input.giftCondition === GiftCondition.AVAILABLE,
            offset,
            limit: pageSize,
          });
      return {
        giftList: rows.map((row) => toGift(row, recharge)),
        rechargeTotal: recharge,
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    /**
     * One code per player per gift: 4044 for a gift that is not on show (or a made-up key),
     * 4060 when it has ended or the recharge requirement is not met, 4062 when the player holds a
     * code of it already, 4061 when no code is left.
     */
    async claim(auth: AuthUser, giftKey: string): Promise<GiftClaimResponse> {
      const giftId = giftIdOf(giftKey);
      if (giftId === undefined) throw notFound();
      for (let attempt = 1; ; attempt += 1) {
        const now = clock.now();
        // The rules' reads and the claim, in one round trip.
        const { context, result } = await claimWithContext(db, giftId, auth.userId, new Date(now));
        if (result.kind === 'claimed') {
          return { giftKey, code: result.code, claimedAt: result.claimedAt.getTime() };
        }
        if (result.kind === 'already_held') throw new ApiError(Code.GIFT_ALREADY_CLAIMED);
        if (context) assertClaimable(context, now);
        // Every rule holds, but no code was free to take: every one is gone, or locked by claims
        // in flight, one of which may yet fail and free its code.
        if (attempt >= CLAIM_ATTEMPTS || !(await hasFreeCode(db, giftId))) {
          throw new ApiError(Code.GIFT_NO_CODES_LEFT);
        }
        await sleep(CLAIM_RETRY_MS * attempt);
      }
    },
  };
}

export type GiftService = ReturnType<typeof createGiftService>;
