import * as z from 'zod/mini';
import { PushTargetType, PushType, RED_DOT_LOCATIONS } from './constants.js';

/**
 * What the site receives by push (spec sections 3, 4 and 7 "Real-time"): the push item carried in
 * `data.pushList`, the red-dot states, and the red-dot rules the site applies to them. Written
 * with zod's smaller build: the site reads these on every page, right after its first screen, and
 * the full build costs a phone a quarter of a second to load. The requests about pushes are in
 * push.ts.
 */

/** A red-dot location's number (constants.ts). */
const locationSchema = z.int().check(z.minimum(0), z.maximum(RED_DOT_LOCATIONS.length - 1));
/** A push id or read mark: 0 before any. */
const countSchema = z.int().check(z.nonnegative());

/** A push aimed at one game or community: `fcg_{id}`, `fbc_{id}` or `game_{id}`. */
export const PUSH_AREA_PATTERN = /^(fcg|fbc|game)_[1-9]\d{0,8}$/;
export const pushAreaSchema = z.string().check(z.regex(PUSH_AREA_PATTERN));
/**
 * The areas of one game the playing page listens to (spec section 7): its own (`game_`), its
 * community (`fbc_`) and its FCG area (`fcg_`), all named by the game's appId.
 */
export const gamePushAreas = (appId: number): string[] =>
  ['game', 'fbc', 'fcg'].map((kind) => `${kind}_${appId}`);

export const pushIdSchema = z.int().check(z.positive());

/**
 * One push, in the publisher's names. `pushId` grows with every push the portal sends, across all
 * server processes, so a higher id is always a newer push. `pushTargetType` says who it is for
 * (0 everyone, 1 one player); `userId` is set on one-to-one pushes only.
 */
export const pushItemSchema = z.object({
  pushId: pushIdSchema,
  pushType: z.union([
    z.literal(PushType.OTHER),
    z.literal(PushType.RED_DOT),
    z.literal(PushType.QR_CODE),
    z.literal(PushType.QR_CODE_USED),
  ]),
  pushTargetType: z.union([z.literal(PushTargetType.COMMON), z.literal(PushTargetType.ONE_TO_ONE)]),
  redDotLocation: z.optional(locationSchema),
  area: z.optional(pushAreaSchema),
  userId: z.optional(z.int().check(z.positive())),
  appId: z.optional(z.int().check(z.positive())),
  title: z.optional(z.string().check(z.maxLength(200))),
  /** Milliseconds since the epoch. */
  createdAt: z.int(),
});
export type PushItem = z.infer<typeof pushItemSchema>;

/**
 * Where a player stands at one location: `pushId` the newest common push there, `pPushId` the
 * newest one-to-one push there for this player, `hasRead` the highest push id the player reported
 * read there (0 for none); `unRead` whether either push is newer than that.
 */
export const redDotStateSchema = z.object({
  redDotLocation: locationSchema,
  pushId: countSchema,
  pPushId: countSchema,
  hasRead: countSchema,
  unRead: z.boolean(),
});
export type RedDotState = z.infer<typeof redDotStateSchema>;

/**
 * The body of every MESSAGE frame: the response envelope with `data.pushList`. The answer to a
 * bind also carries `redDotList`, the player's state at every location that had a push.
 */
export const pushEnvelopeSchema = z.object({
  code: z.int(),
  msg: z.string(),
  data: z.object({
    pushList: z.array(pushItemSchema),
    redDotList: z.optional(z.array(redDotStateSchema)),
  }),
});
export type PushEnvelope = z.infer<typeof pushEnvelopeSchema>;

/** The red-dot state of one location from its newest pushes and the player's read mark. */
export function redDotStateOf(
  redDotLocation: number,
  latest: { pushId: number; pPushId: number; hasRead: number },
): RedDotState {
  const { pushId, pPushId, hasRead } = latest;
  return { redDotLocation, pushId, pPushId, hasRead, unRead: Math.max(pushId, pPushId) > hasRead };
}

/** What a red-dot push does to a location's state, and whether the site reports it read. */
export interface RedDotOutcome {
  state: RedDotState;
  /** The push id to report as read (spec section 4: an older one-to-one push). */
  reportRead?: number;
}

/**
 * Spec section 4, red dots: a common push marks the location unread only when its pushId is
 * higher than the stored one; a one-to-one push newer than what the player read lights it, and an
 * older one changes nothing but is reported read, so the server's mark catches up.
 */
export function applyRedDotPush(state: RedDotState, item: PushItem): RedDotOutcome {
  if (item.pushTargetType === PushTargetType.COMMON) {
    if (item.pushId <= state.pushId) return { state };
    return { state: { ...state, pushId: item.pushId, unRead: item.pushId > state.hasRead } };
  }
  if (item.pushId <= state.hasRead || item.pushId <= state.pPushId) {
    return { state, reportRead: item.pushId };
  }
  return { state: { ...state, pPushId: item.pushId, unRead: true } };
}

/**
 * Spec section 4: viewing a location clears its dot; the site stores the state and, when logged
 * in, reports `reportRead` (the newest push id seen there).
 */
export function viewRedDot(state: RedDotState): RedDotOutcome {
  const newest = Math.max(state.pushId, state.pPushId, state.hasRead);
  const viewed = { ...state, hasRead: newest, unRead: false };
  return newest > 0 ? { state: viewed, reportRead: newest } : { state: viewed };
}

/** A location before any push reached it. */
export const emptyRedDot = (redDotLocation: number): RedDotState =>
  redDotStateOf(redDotLocation, { pushId: 0, pPushId: 0, hasRead: 0 });
