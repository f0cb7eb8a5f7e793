import { z } from 'zod';
import { EMAIL_PATTERN, ValidationText, type Check } from './checks.js';
import { MAX_ATTACHMENTS } from './constants.js';
import { formatDate } from './date.js';
import { appIdSchema } from './games.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

/** Support ticket statuses (spec section 3, Ticket). */
export const TicketStatus = [
  'Pending',
  'Processing',
  'Answered',
  'Resolved',
  'Completed',
  'Closed',
] as const;
export type TicketStatusValue = (typeof TicketStatus)[number];
/** A ticket in one of these takes no more replies or follow-ups. */
export const TICKET_FINISHED_STATUSES: readonly TicketStatusValue[] = ['Closed', 'Completed'];

/** Who wrote a line of the conversation, and what it is: support's lines are answers. */
export const TicketAuthor = ['player', 'support'] as const;
export type TicketAuthorValue = (typeof TicketAuthor)[number];
export const TicketMessageKind = ['reply', 'followup', 'answer'] as const;
export type TicketMessageKindValue = (typeof TicketMessageKind)[number];
/** What a player may add to their ticket. */
export const PlayerMessageKind = ['reply', 'followup'] as const;
export type PlayerMessageKindValue = (typeof PlayerMessageKind)[number];

export const TICKET_PAGE_SIZE = 10;
export const TICKET_MAX_PAGE_SIZE = 50;
export const TICKET_FIELD_MAX = 64;
export const TICKET_TEXT_MAX = 4000;
/** Characters of the description the ticket list shows. */
export const TICKET_SUMMARY_LENGTH = 100;
export const TICKET_RATING_MIN = 1;
export const TICKET_RATING_MAX = 5;

const DAY_MS = 86_400_000;

/** A missing field reads "This field is required." like an empty one, not a type error. */
const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined ? ValidationText.notEmpty : undefined;

/**
 * Ticket text is plain text: kept as typed, never as HTML. Control characters other than tab and
 * line feed are dropped (NUL could not even be stored) and line ends become line feeds.
 */
function toPlainText(value: string): string {
  let text = '';
  for (const char of value.replace(/\r\n?/g, '\n')) {
    const code = char.charCodeAt(0);
    if (code === 9 || code === 10 || (code >= 32 && code !== 127)) text += char;
  }
  return text.trim();
}

export const plainTextSchema = (max: number) =>
  z
    .string({ error: requiredError })
    .transform(toPlainText)
    .pipe(z.string().max(max, ValidationText.textTooLong));

const requiredTextSchema = (max: number) =>
  plainTextSchema(max).pipe(z.string().min(1, ValidationText.notEmpty));

export const ticketIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

const typeIdSchema = z.coerce
  .number({ error: () => ValidationText.notEmpty })
  .int(ValidationText.notEmpty)
  .min(1, ValidationText.notEmpty)
  .max(2_147_483_647, ValidationText.notEmpty);

/** The latest problem date accepted: tomorrow in UTC, the player's today in any time zone. */
export const latestProblemDate = (now: number = Date.now()) =>
  formatDate(now + DAY_MS, false, 'UTC');

/** The ticket form's checks (spec section 5), for the web's fields; the schemas below agree. */
export const checkTicketText =
  (max: number): Check =>
  (value) => {
    const text = toPlainText(value);
    if (text === '') return ValidationText.notEmpty;
    return text.length > max ? ValidationText.textTooLong : null;
  };

export const checkProblemDate: Check = (value) => {
  const date = value.trim();
  if (date === '') return ValidationText.notEmpty;
  if (!z.iso.date().safeParse(date).success) return ValidationText.problemDateInvalid;
  return date > latestProblemDate() ? ValidationText.problemDateFuture : null;
};

/** The ticket's e-mail may stay empty; a filled one must be valid. */
export const checkOptionalEmail: Check = (value) => {
  const email = value.trim();
  return email === '' || (email.length <= 254 && EMAIL_PATTERN.test(email))
    ? null
    : ValidationText.errorEmail;
};

/** A reply and a follow-up question each have their own "empty" text. */
export const checkTicketMessage =
  (kind: PlayerMessageKindValue): Check =>
  (value) => {
    const text = toPlainText(value);
    if (text === '') {
      return kind === 'reply' ? ValidationText.replyEmpty : ValidationText.followUpRequired;
    }
    return text.length > TICKET_TEXT_MAX ? ValidationText.textTooLong : null;
  };

/** YYYY-MM-DD, not later than tomorrow in UTC (the player's today, in any time zone). */
const problemDateSchema = z
  .string({ error: requiredError })
  .trim()
  .min(1, ValidationText.notEmpty)
  .pipe(z.iso.date({ error: ValidationText.problemDateInvalid }))
  .refine((date) => date <= latestProblemDate(), {
    message: ValidationText.problemDateFuture,
  });

const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, ValidationText.errorEmail)
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), ValidationText.errorEmail)
  .optional();

/**
 * Screenshots: the URLs (or ids) the upload endpoint answered, as a comma-separated text or a
 * list, at most 5. Each must be the player's own upload; the server checks that.
 */
export const attachmentsSchema = z
  .union([z.string().max(4000), z.array(z.string().max(300)).max(20)])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string()).max(MAX_ATTACHMENTS, ValidationText.screenshotsTooMany));

/** A problem type, in the publisher's names. */
export const ticketTypeSchema = z.object({
  ticketTypeId: z.number().int(),
  ticketTypeName: z.string(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;
export const ticketTypeListResponseSchema = z.object({
  ticketTypeList: z.array(ticketTypeSchema),
});
export type TicketTypeListResponse = z.infer<typeof ticketTypeListResponseSchema>;

export const ticketAppSchema = z.object({
  appId: z.number().int(),
  appName: z.string(),
  appIconUrl: z.string(),
});
export type TicketApp = z.infer<typeof ticketAppSchema>;
export const ticketAppListResponseSchema = z.object({ appList: z.array(ticketAppSchema) });
export type TicketAppListResponse = z.infer<typeof ticketAppListResponseSchema>;

/** A new ticket (spec section 5: character name, server, type, date and description required). */
export const ticketAddRequestSchema = z.object({
  /** The game the ticket is about; empty or missing for none. */
  appId: z
    .union([z.literal(''), appIdSchema])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  server: requiredTextSchema(TICKET_FIELD_MAX),
  characterName: requiredTextSchema(TICKET_FIELD_MAX),
  typeId: typeIdSchema,
  problemDate: problemDateSchema,
  description: requiredTextSchema(TICKET_TEXT_MAX),
  email: optionalEmailSchema,
  attachments: attachmentsSchema,
});
export type TicketAddRequest = z.input<typeof ticketAddRequestSchema>;
export const ticketAddResponseSchema = z.object({
  ticketId: z.number().int(),
  ticketNo: z.string(),
});
export type TicketAddResponse = z.infer<typeof ticketAddResponseSchema>;

export const ticketListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(TICKET_PAGE_SIZE, TICKET_MAX_PAGE_SIZE),
  /** One status only; empty or missing for all. */
  status: z
    .union([z.literal(''), z.enum(TicketStatus)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type TicketListRequest = z.input<typeof ticketListRequestSchema>;

/**
 * A ticket in the list. `description` is cut to 100 characters; `unreadAnswer` is true while
 * support's answer is the latest word (status Answered). Dates are milliseconds.
 */
export const ticketSummarySchema = z.object({
  ticketId: z.number().int(),
  ticketNo: z.string(),
  typeName: z.string(),
  appName: z.string(),
  description: z.string(),
  status: z.enum(TicketStatus),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  unreadAnswer: z.boolean(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketListResponseSchema = pagedSchema.extend({
  ticketList: z.array(ticketSummarySchema),
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

export const ticketIdRequestSchema = z.object({ ticketId: ticketIdSchema });

/** One line of the conversation; `body` is plain text, `attachments` are image URLs. */
export const ticketMessageSchema = z.object({
  messageId: z.number().int(),
  author: z.enum(TicketAuthor),
  kind: z.enum(TicketMessageKind),
  body: z.string(),
  date: z.number().int(),
  attachments: z.array(z.string()),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** The ticket as written (all text plain), its screenshots, and the conversation since. */
export const ticketDetailSchema = z.object({
  ticketId: z.number().int(),
  ticketNo: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  appId: z.number().int().nullable(),
  appName: z.string(),
  server: z.string(),
  characterName: z.string(),
  problemDate: z.string(),
  description: z.string(),
  email: z.string(),
  status: z.enum(TicketStatus),
  rating: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  attachments: z.array(z.string()),
  messages: z.array(ticketMessageSchema),
  /** False once the ticket is Closed or Completed. */
  canReply: z.boolean(),
  /** True once support has answered. */
  canRate: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** A reply to support's answer or a follow-up question; each has its own "empty" text. */
export const ticketMoreRequestSchema = z
  .object({
    ticketId: ticketIdSchema,
    kind: z.enum(PlayerMessageKind),
    content: plainTextSchema(TICKET_TEXT_MAX).optional(),
    attachments: attachmentsSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.content) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message:
          value.kind === 'reply' ? ValidationText.replyEmpty : ValidationText.followUpRequired,
      });
    }
  })
  .transform((value) => ({ ...value, content: value.content ?? '' }));
export type TicketMoreRequest = z.input<typeof ticketMoreRequestSchema>;

export const ticketRateRequestSchema = z.object({
  ticketId: ticketIdSchema,
  rating: z.coerce
    .number({ error: () => ValidationText.ratingInvalid })
    .int(ValidationText.ratingInvalid)
    .min(TICKET_RATING_MIN, ValidationText.ratingInvalid)
    .max(TICKET_RATING_MAX, ValidationText.ratingInvalid),
});
export const ticketRateResponseSchema = z.object({
  ticketId: z.number().int(),
  rating: z.number().int(),
});
export type TicketRateResponse = z.infer<typeof ticketRateResponseSchema>;
