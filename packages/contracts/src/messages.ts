import { z } from 'zod';
import { NotifStatus } from './constants.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

/** Kinds of player messages (spec section 3, Message). */
export const MessageType = ['system', 'warning', 'event', 'guide', 'announcement'] as const;
export type MessageTypeValue = (typeof MessageType)[number];

export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_MAX_PAGE_SIZE = 50;
/** Characters of the message text the list shows under the title. */
export const MESSAGE_SUMMARY_LENGTH = 120;

const notifStatusSchema = z.coerce
  .number()
  .int()
  .min(NotifStatus.ALL)
  .max(NotifStatus.UNREAD)
  .optional();

export const notifIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const messageListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(MESSAGE_PAGE_SIZE, MESSAGE_MAX_PAGE_SIZE),
  notifStatus: notifStatusSchema,
});
export type MessageListRequest = z.input<typeof messageListRequestSchema>;

/** A message in the list: `summary` is plain text, `date` milliseconds since the epoch. */
export const messageSummarySchema = z.object({
  notifId: z.number().int(),
  type: z.enum(MessageType),
  sender: z.string(),
  title: z.string(),
  summary: z.string(),
  date: z.number().int(),
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageListResponseSchema = pagedSchema.extend({
  notifList: z.array(messageSummarySchema),
  unreadCount: z.number().int(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const unreadCountRequestSchema = z.object({ notifStatus: notifStatusSchema });
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const messageIdRequestSchema = z.object({ notifId: notifIdSchema });

/** The opened message: `content` is HTML the server has sanitised; opening marks it read. */
export const messageDetailSchema = z.object({
  notifId: z.number().int(),
  type: z.enum(MessageType),
  sender: z.string(),
  title: z.string(),
  content: z.string(),
  date: z.number().int(),
  read: z.boolean(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
