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

/**
 * What a message's "more" link opens (the publisher's `notifType`): 0 a game, 1 announcement,
 * 2 guide, 3 event (news ids), 4 a web address, 5 nothing. Our messages carry no link yet.
 */
export const NotifLinkType = {
  GAME: 0,
  ANNOUNCEMENT: 1,
  GUIDE: 2,
  EVENT: 3,
  URL: 4,
  NONE: 5,
} as const;
export type NotifLinkTypeValue = (typeof NotifLinkType)[keyof typeof NotifLinkType];

/** 1 unread only, 0 read only; missing or empty for all. */
const notifStatusSchema = z
  .union([z.literal(''), z.coerce.number().int().min(NotifStatus.READ).max(NotifStatus.UNREAD)])
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const notifIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const messageListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(MESSAGE_PAGE_SIZE, MESSAGE_MAX_PAGE_SIZE),
  notifStatus: notifStatusSchema,
});
export type MessageListRequest = z.input<typeof messageListRequestSchema>;

/**
 * A message in the list, in the publisher's names: `notifTitle`, `sendTime` (milliseconds since
 * the epoch), `notifType` (the link kind). `type`, `sender` and `read` are the spec's; `summary`
 * is plain text.
 */
export const messageSummarySchema = z.object({
  notifId: z.number().int(),
  notifTitle: z.string(),
  sendTime: z.number().int(),
  notifType: z.number().int(),
  type: z.enum(MessageType),
  sender: z.string(),
  summary: z.string(),
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

/** The opened message: `notifContent` is HTML the server has sanitised; opening marks it read. */
export const messageDetailSchema = z.object({
  notifId: z.number().int(),
  notifTitle: z.string(),
  notifContent: z.string(),
  sendTime: z.number().int(),
  notifType: z.number().int(),
  type: z.enum(MessageType),
  sender: z.string(),
  read: z.boolean(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
