import { z } from 'zod';
import { IconRedDot, RED_DOT_LOCATIONS, type RedDotLocationValue } from './constants.js';
import { appIdSchema } from './app-id.js';
import { pushAreaSchema, redDotStateSchema } from './push-messages.js';

/**
 * The requests about pushes (spec sections 3, 4 and 7 "Real-time"): reporting a push read and the
 * icon red dots of a game's floating menu. What a push carries, and the red-dot rules, are in
 * push-messages.ts; the kinds of push and the red-dot locations in constants.ts.
 */

export const redDotLocationSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(RED_DOT_LOCATIONS.length - 1)
  .transform((n) => n as RedDotLocationValue);

/**
 * `GET /api/user/push/read`: the highest push id the player has seen. The spec's fields are
 * clientId, userToken, userId (read by the session check), pushId and area; the publisher's client
 * sends pushId alone. The location is the push's own (from its record): `redDotLocation`, when
 * sent, must agree with it, and so must `area`.
 */
export const pushReadRequestSchema = z.object({
  pushId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  redDotLocation: redDotLocationSchema.optional(),
  area: z.optional(pushAreaSchema),
});
export type PushReadRequest = z.infer<typeof pushReadRequestSchema>;
/** The location's state after the read (a classic schema on the same fields, as endpoints take). */
export const pushReadResponseSchema = z.object(redDotStateSchema.shape);
export type PushReadResponse = z.infer<typeof pushReadResponseSchema>;

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
