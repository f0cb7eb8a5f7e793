import { z } from 'zod';
import {
  IconRedDot,
  PushTargetType,
  PushType,
  RED_DOT_LOCATIONS,
  type RedDotLocationValue,
} from './constants.js';
import { appIdSchema } from './app-id.js';

/**
 * Real-time pushes and red dots (spec sections 3, 4 and 7 "Real-time"): the push item carried in
 * `data.pushList`, the destinations a client may subscribe to, and the red-dot rules the site
 * applies to what it receives. The kinds of push and the red-dot locations are in constants.ts.
 */

export const redDotLocationSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(RED_DOT_LOCATIONS.length - 1)
  .transform((n) => n as RedDotLocationValue);

/** A push aimed at one game or community: `fcg_{id}`, `fbc_{id}` or `game_{id}`. */
export const PUSH_AREA_PATTERN = /^(fcg|fbc|game)_[1-9]\d{0,8}$/;
export const pushAreaSchema = z.string().regex(PUSH_AREA_PATTERN);
/**
 * The areas of one game the playing page listens to (spec section 7): its own (`game_`), its
 * community (`fbc_`) and its FCG area (`fcg_`), all named by the game's appId.
 */
export const gamePushAreas = (appId: number): string[] =>
  ['game', 'fbc', 'fcg'].map((kind) => `${kind}_${appId}`);

export const pushIdSchema = z.number().int().positive();

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
  redDotLocation: z.number().int().min(0).max(14).optional(),
  area: pushAreaSchema.optional(),
  userId: z.number().int().positive().optional(),
  appId: z.number().int().positive().optional(),
  title: z.string().max(200).optional(),
  /** Milliseconds since the epoch. */
  createdAt: z.number().int(),
});
export type PushItem = z.infer<typeof pushItemSchema>;

/**
 * Where a player stands at one location: `pushId` the newest common push there, `pPushId` the
 * newest one-to-one push there for this player, `hasRead` the highest push id the player reported
 * read there (0 for none); `unRead` whether either push is newer than that.
 */
export const redDotStateSchema = z.object({
  redDotLocation: z.number().int().min(0).max(14),
  pushId: z.number().int().nonnegative(),
  pPushId: z.number().int().nonnegative(),
  hasRead: z.number().int().nonnegative(),
  unRead: z.boolean(),
});
export type RedDotState = z.infer<typeof redDotStateSchema>;

/**
 * The body of every MESSAGE frame: the response envelope with `data.pushList`. The answer to a
 * bind also carries `redDotList`, the player's state at every location that had a push.
 */
export const pushEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({
    pushList: z.array(pushItemSchema),
    redDotList: z.array(redDotStateSchema).optional(),
  }),
});
export type PushEnvelope = z.infer<typeof pushEnvelopeSchema>;

/**
 * `GET /api/user/push/read`: the highest push id the player has seen. The spec's fields are
 * clientId, userToken, userId (read by the session check), pushId and area; the publisher's client
 * sends pushId alone. The location is the push's own (from its record): `redDotLocation`, when
 * sent, must agree with it, and so must `area`.
 */
export const pushReadRequestSchema = z.object({
  pushId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  redDotLocation: redDotLocationSchema.optional(),
  area: pushAreaSchema.optional(),
});
export type PushReadRequest = z.infer<typeof pushReadRequestSchema>;
export const pushReadResponseSchema = redDotStateSchema;
export type PushReadResponse = z.infer<typeof pushReadResponseSchema>;

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

const iconRedDotValueSchema = z.union([z.literal(IconRedDot.HIDDEN), z.literal(IconRedDot.SHOWN)]);
const iconRedDotSchema = z.coerce.number().pipe(iconRedDotValueSchema);

/**
 * The publisher's icon red dots of one game's floating menu: `shortcutReddot` (add to home
 * screen) and `shareReddot` (share), each 1 until the player opens that item once.
 * `GET /api/user/iconstate/query` answers them; `GET /api/user/iconstate/save` hides the ones it
 * names (0) or shows them again (1).
 */
export const iconStateSchema = z.object({
  appId: z.number().int().positive(),
  shortcutReddot: iconRedDotValueSchema,
  shareReddot: iconRedDotValueSchema,
});
export type IconState = z.infer<typeof iconStateSchema>;

export const iconStateQueryRequestSchema = z.object({ appId: appIdSchema });

export const iconStateSaveRequestSchema = z
  .object({
    appId: appIdSchema,
    shortcutReddot: iconRedDotSchema.optional(),
    shareReddot: iconRedDotSchema.optional(),
  })
  .refine((v) => v.shortcutReddot !== undefined || v.shareReddot !== undefined, {
    message: 'shortcutReddot or shareReddot required',
    path: ['shortcutReddot'],
  });
export type IconStateSaveRequest = z.infer<typeof iconStateSaveRequestSchema>;
