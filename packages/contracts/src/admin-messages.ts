import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin.js';
import { ValidationText } from './checks.js';
import { MessageType } from './messages.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';
import { plainTextSchema } from './tickets.js';

/** Who a message goes to: one player, or every player (a broadcast, also seen by later sign-ups). */
export const MessageAudience = ['user', 'all'] as const;
export type MessageAudienceValue = (typeof MessageAudience)[number];

export const ADMIN_MESSAGE_TITLE_MAX = 100;
export const ADMIN_MESSAGE_SENDER_MAX = 64;
/** The HTML as sent, before the server sanitises it. */
export const ADMIN_MESSAGE_CONTENT_MAX = 20_000;

const userIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Plain text on one line, required. */
const titleSchema = plainTextSchema(ADMIN_MESSAGE_TITLE_MAX * 4)
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, ValidationText.notEmpty)
      .max(ADMIN_MESSAGE_TITLE_MAX, ValidationText.textTooLong),
  );

/**
 * A message to one player (`audience` user with `userId`) or to all (`audience` all, no userId).
 * `content` is HTML: the server keeps only the tags news may use. `sender` defaults to the team.
 */
export const adminMessageSendRequestSchema = z
  .object({
    audience: z.enum(MessageAudience),
    userId: userIdSchema.optional(),
    type: z.enum(MessageType),
    title: titleSchema,
    content: z
      .string({ error: () => ValidationText.notEmpty })
      .trim()
      .min(1, ValidationText.notEmpty)
      .max(ADMIN_MESSAGE_CONTENT_MAX, ValidationText.textTooLong),
    sender: plainTextSchema(ADMIN_MESSAGE_SENDER_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'user' && value.userId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: ValidationText.notEmpty });
    }
    if (value.audience === 'all' && value.userId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['userId'],
        message: 'A message to all players names no player.',
      });
    }
  });
export type AdminMessageSendRequest = z.input<typeof adminMessageSendRequestSchema>;

/** A sent message; `content` is the sanitised HTML players see; `date` is milliseconds. */
export const adminMessageSchema = z.object({
  notifId: z.number().int(),
  audience: z.enum(MessageAudience),
  userId: z.number().int().nullable(),
  type: z.enum(MessageType),
  sender: z.string(),
  title: z.string(),
  content: z.string(),
  date: z.number().int(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** Sent messages, newest first: broadcasts, one player's, or all. */
export const adminMessageListRequestSchema = z.object({
  audience: z.enum(MessageAudience).optional(),
  userId: userIdSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AdminMessageListRequest = z.input<typeof adminMessageListRequestSchema>;
export const adminMessageListResponseSchema = pagedSchema.extend({
  messageList: z.array(adminMessageSchema),
});
export type AdminMessageListResponse = z.infer<typeof adminMessageListResponseSchema>;
