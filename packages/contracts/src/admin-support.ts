import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin.js';
import { ValidationText } from './checks.js';
import { appIdSchema } from './games.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';
import {
  plainTextSchema,
  TICKET_TEXT_MAX,
  ticketDetailSchema,
  ticketIdSchema,
  TicketStatus,
} from './tickets.js';

/** The support inbox: every player's tickets, newest activity first. */
export const adminTicketListRequestSchema = z.object({
  status: z.enum(TicketStatus).optional(),
  appId: appIdSchema.optional(),
  userId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AdminTicketListRequest = z.input<typeof adminTicketListRequestSchema>;

/** A ticket in the inbox; `description` is cut like the player's list; dates in milliseconds. */
export const adminTicketSummarySchema = z.object({
  ticketId: z.number().int(),
  ticketNo: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  appId: z.number().int().nullable(),
  appName: z.string(),
  typeName: z.string(),
  description: z.string(),
  status: z.enum(TicketStatus),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;
export const adminTicketListResponseSchema = pagedSchema.extend({
  ticketList: z.array(adminTicketSummarySchema),
});
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

export const adminTicketIdRequestSchema = z.object({ ticketId: ticketIdSchema });

/** The ticket as the player sees it, with whose it is. */
export const adminTicketDetailSchema = ticketDetailSchema.extend({
  userId: z.number().int(),
  nickname: z.string(),
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

/** Support's answer: plain text, like everything in a ticket. */
export const adminTicketReplyRequestSchema = z.object({
  ticketId: ticketIdSchema,
  body: plainTextSchema(TICKET_TEXT_MAX).pipe(z.string().min(1, ValidationText.replyEmpty)),
});
export type AdminTicketReplyRequest = z.input<typeof adminTicketReplyRequestSchema>;

export const adminTicketStatusRequestSchema = z.object({
  ticketId: ticketIdSchema,
  status: z.enum(TicketStatus),
});
export type AdminTicketStatusRequest = z.input<typeof adminTicketStatusRequestSchema>;
