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

/** The publisher's status number of a ticket: what its player can still do. */
export const QueryStatus = { processing: 0, answered: 1, completed: 2 } as const;
export type QueryStatusValue = (typeof QueryStatus)[keyof typeof QueryStatus];
/**
 * The spec's six statuses on the publisher's three: waiting for support is processing, support
 * having spoken (Resolved still takes a reply) is answered, a finished ticket is completed.
 */
export const QUERY_STATUS_OF: Record<TicketStatusValue, QueryStatusValue> = {
  Pending: QueryStatus.processing,
  Processing: QueryStatus.processing,
  Answered: QueryStatus.answered,
  Resolved: QueryStatus.answered,
  Completed: QueryStatus.completed,
  Closed: QueryStatus.completed,
};

/** Who wrote a line of the conversation, in the publisher's numbers. */
export const ConvType = { player: 0, support: 1 } as const;
/** The publisher's client's text for a message that has only screenshots. */
export const NO_TEXT_PLACEHOLDER = 'fbcdde0a177a1111';

/** Who wrote a line of the conversation, and what it is: support's lines are answers. */
export const TicketAuthor = ['player', 'support'] as const;
export type TicketAuthorValue = (typeof TicketAuthor)[number];
export const TicketMessageKind = ['reply', 'followup', 'answer'] as const;
export type TicketMessageKindValue = (typeof TicketMessageKind)[number];
/** A line of the conversation: the ticket's own description first, then the messages. */
export const TicketConvKind = ['question', ...TicketMessageKind] as const;
export type TicketConvKindValue = (typeof TicketConvKind)[number];
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

/** The greatest time a JavaScript date holds. */
const MAX_TIME_MS = 8_640_000_000_000_000;

const requiredDateError = (issue: { input?: unknown }) =>
  issue.input === undefined ? ValidationText.notEmpty : ValidationText.problemDateInvalid;

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

const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, ValidationText.errorEmail)
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), ValidationText.errorEmail)
  .optional();

/** A screenshot as the ticket calls carry it: the URL the upload endpoint answered. */
const notUploaded = () => ValidationText.screenshotNotUploaded;
export const ticketAttachmentSchema = z.object(
  {
    attachmentName: z
      .string({ error: notUploaded })
      .max(300, ValidationText.screenshotNotUploaded)
      .optional(),
    attachmentUrl: z.string({ error: notUploaded }).max(300, ValidationText.screenshotNotUploaded),
  },
  { error: notUploaded },
);
export type TicketAttachment = z.input<typeof ticketAttachmentSchema>;

/** Longest `attachments` JSON text read at all; more is refused, never parsed. */
const ATTACHMENTS_TEXT_MAX = 8000;

function parseAttachments(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return value;
  if (value.length > ATTACHMENTS_TEXT_MAX) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Screenshots (at most 5): a JSON text `[{attachmentName, attachmentUrl}]` as the publisher's
 * client sends in a query or form, or the same list in a JSON body. Each URL must be the
 * player's own upload; the server checks that. Answers the URLs.
 */
export const attachmentsSchema = z
  .preprocess(
    parseAttachments,
    z
      .array(ticketAttachmentSchema, { error: ValidationText.screenshotNotUploaded })
      .max(MAX_ATTACHMENTS, ValidationText.screenshotsTooMany),
  )
  .transform((items) => items.map((item) => item.attachmentUrl.trim()).filter((url) => url !== ''));

/** The JSON text of `attachments` for a list of screenshot URLs. */
export const attachmentsText = (urls: readonly string[]) =>
  JSON.stringify(urls.map((attachmentUrl) => ({ attachmentUrl })));

/**
 * The problem date as `occurTime`: milliseconds of that day's midnight UTC, answered as the
 * date YYYY-MM-DD, not later than tomorrow in UTC (the player's today, in any time zone).
 */
export const occurTimeSchema = z
  .preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number({ error: requiredDateError })
      .int(ValidationText.problemDateInvalid)
      .min(0, ValidationText.problemDateInvalid)
      .max(MAX_TIME_MS, ValidationText.problemDateInvalid),
  )
  .transform((ms) => new Date(ms).toISOString().slice(0, 10))
  .refine((date) => date <= latestProblemDate(), {
    message: ValidationText.problemDateFuture,
  });

/** `occurTime` for a date YYYY-MM-DD, and back. */
export const occurTimeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const problemDateOf = (occurTime: number) => new Date(occurTime).toISOString().slice(0, 10);

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

/**
 * A new ticket (spec section 5: character name, server, type, date and description required),
 * in the publisher's names: `serverName`, `roleName` (the character), `ticketTypeId`,
 * `occurTime` (the problem date), `queryContent` (the description), `attachments`.
 */
export const ticketAddRequestSchema = z.object({
  /** The game the ticket is about; empty or missing for none. */
  appId: z
    .union([z.literal(''), appIdSchema])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  serverName: requiredTextSchema(TICKET_FIELD_MAX),
  roleName: requiredTextSchema(TICKET_FIELD_MAX),
  ticketTypeId: typeIdSchema,
  occurTime: occurTimeSchema,
  queryContent: requiredTextSchema(TICKET_TEXT_MAX),
  email: optionalEmailSchema,
  attachments: attachmentsSchema,
});
export type TicketAddRequest = z.input<typeof ticketAddRequestSchema>;
export const ticketAddResponseSchema = z.object({
  queryId: z.number().int(),
  ticketNo: z.string(),
});
export type TicketAddResponse = z.infer<typeof ticketAddResponseSchema>;

export const ticketListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(TICKET_PAGE_SIZE, TICKET_MAX_PAGE_SIZE),
});
export type TicketListRequest = z.input<typeof ticketListRequestSchema>;

const queryStatusSchema = z.union([
  z.literal(QueryStatus.processing),
  z.literal(QueryStatus.answered),
  z.literal(QueryStatus.completed),
]);

/**
 * A ticket in the list, newest first. `queryContent` is cut to 100 characters; `viewStatus` is 1
 * while support's answer is the latest word (status Answered), else 0. `queryStatus` is the
 * publisher's number, `queryStatusName` the spec's status. Times are milliseconds.
 */
export const ticketSummarySchema = z.object({
  queryId: z.number().int(),
  ticketNo: z.string(),
  queryStatus: queryStatusSchema,
  queryStatusName: z.enum(TicketStatus),
  viewStatus: z.union([z.literal(0), z.literal(1)]),
  ticketTypeName: z.string(),
  appName: z.string(),
  queryContent: z.string(),
  occurTime: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketListResponseSchema = pagedSchema.extend({
  queryList: z.array(ticketSummarySchema),
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/** The conversation is paged backwards: page 1 holds its latest lines. */
export const ticketDetailRequestSchema = z.object({
  queryId: ticketIdSchema,
  page: pageSchema,
  pageSize: pageSizeSchema(TICKET_PAGE_SIZE, TICKET_MAX_PAGE_SIZE),
});
export type TicketDetailRequest = z.input<typeof ticketDetailRequestSchema>;

/**
 * One line of the conversation, oldest first within a page. The ticket's own description is
 * the first line (`convContentId` 0, `convKind` question). `convContent` is plain text;
 * `convRate` is the player's rating of a support line, 0 while unrated (always 0 for the
 * player's lines); `convUserIconUrl` is the player's picture on their lines, empty on support's.
 */
export const ticketConvSchema = z.object({
  convContentId: z.number().int(),
  convType: z.union([z.literal(ConvType.player), z.literal(ConvType.support)]),
  convKind: z.enum(TicketConvKind),
  convTime: z.number().int(),
  convContent: z.string(),
  convRate: z.number().int(),
  convUserIconUrl: z.string(),
  attachment: z.array(z.object({ attachmentUrl: z.string() })),
});
export type TicketConv = z.infer<typeof ticketConvSchema>;

/** The ticket as written (all text plain) and one page of its conversation. */
export const ticketDetailSchema = pagedSchema.extend({
  queryId: z.number().int(),
  ticketNo: z.string(),
  ticketTypeId: z.number().int(),
  ticketTypeName: z.string(),
  appId: z.number().int().nullable(),
  appName: z.string(),
  serverName: z.string(),
  roleName: z.string(),
  occurTime: z.number().int(),
  email: z.string(),
  queryStatus: queryStatusSchema,
  queryStatusName: z.enum(TicketStatus),
  /** The latest rating the player gave one of support's lines; null before any. */
  rating: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  queryConvDetail: z.array(ticketConvSchema),
  /** False once the ticket is Closed or Completed. */
  canReply: z.boolean(),
  /** True once support has answered. */
  canRate: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * A reply to support's answer or a follow-up question: the server decides which from the
 * ticket's state (a reply while support's answer is the latest word, status Answered; a
 * follow-up otherwise), and an empty one gets that kind's own text. The publisher's client
 * sends a placeholder text when a message has only screenshots; it counts as no text.
 */
export const ticketMoreRequestSchema = z.object({
  queryId: ticketIdSchema,
  queryContent: plainTextSchema(TICKET_TEXT_MAX)
    .optional()
    .transform((text) => (text === undefined || text === NO_TEXT_PLACEHOLDER ? '' : text)),
  attachments: attachmentsSchema,
});
export type TicketMoreRequest = z.input<typeof ticketMoreRequestSchema>;

/** The kind of a player's line by the ticket's status when it is written. */
export const playerMessageKindOf = (status: TicketStatusValue): PlayerMessageKindValue =>
  status === 'Answered' ? 'reply' : 'followup';

/** Rating one of support's lines, 1 to 5; a later rating of the same line replaces it. */
export const ticketRateRequestSchema = z.object({
  replyContentId: ticketIdSchema,
  rate: z.coerce
    .number({ error: () => ValidationText.ratingInvalid })
    .int(ValidationText.ratingInvalid)
    .min(TICKET_RATING_MIN, ValidationText.ratingInvalid)
    .max(TICKET_RATING_MAX, ValidationText.ratingInvalid),
});
export type TicketRateRequest = z.input<typeof ticketRateRequestSchema>;
export const ticketRateResponseSchema = z.object({
  replyContentId: z.number().int(),
  rate: z.number().int(),
});
export type TicketRateResponse = z.infer<typeof ticketRateResponseSchema>;
