import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin.js';
import { ValidationText } from './checks.js';
import { appIdSchema } from './games.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';
import { plainTextSchema } from './tickets.js';

export const GIFT_TITLE_MAX = 80;
export const GIFT_DESCRIPTION_MAX = 1_000;
export const GIFT_RECHARGE_MAX = 1_000_000_000;
/** A gift code: printable ASCII without spaces, as players type it into a game. */
export const GIFT_CODE_MAX = 64;
export const GIFT_CODE_PATTERN = /^[\x21-\x7E]+$/;
/** The CSV of codes: at most this big and this many lines; a bigger file is refused whole. */
export const GIFT_CODES_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const GIFT_CODES_MAX_LINES = 100_000;
/** The import answer lists this many rejected lines at most (and counts them all). */
export const GIFT_CODES_REJECTED_LISTED = 1_000;

const giftIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** Milliseconds since the epoch. */
const instantSchema = z.coerce.number().int().min(0).max(8_640_000_000_000);

/** What a publisher writes about a gift, when creating it and when editing it. */
const giftFields = {
  title: plainTextSchema(GIFT_TITLE_MAX).pipe(z.string().min(1, ValidationText.notEmpty)),
  description: plainTextSchema(GIFT_DESCRIPTION_MAX).default(''),
  /** The cumulative recharge a player needs before claiming; 0 for everyone. */
  rechargeRequirement: z.coerce.number().int().min(0).max(GIFT_RECHARGE_MAX).default(0),
  /** When the gift shows in the Gift Center; now when left out. */
  startsAt: instantSchema.optional(),
  /** When it stops showing; never when left out or null. */
  endsAt: instantSchema.nullable().optional(),
};

const endAfterStart = (
  value: { startsAt?: number; endsAt?: number | null },
  ctx: z.RefinementCtx,
) => {
  const starts = value.startsAt ?? Date.now();
  if (value.endsAt != null && value.endsAt <= starts) {
    ctx.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: 'The end must come after the start.',
    });
  }
};

/** A new gift pack of a game; its codes are imported afterwards. */
export const adminGiftCreateRequestSchema = z
  .object({ appId: appIdSchema, ...giftFields })
  .superRefine(endAfterStart);
export type AdminGiftCreateRequest = z.input<typeof adminGiftCreateRequestSchema>;

/**
 * A gift's new text, requirement and dates; its game stays. Gifts are ended (an end date of now)
 * rather than deleted, so the codes players claimed stay in their Gift Center. The start is
 * required here, so that an edit never moves it by accident; an end left out or null means none.
 */
export const adminGiftUpdateRequestSchema = z
  .object({ giftId: giftIdSchema, ...giftFields, startsAt: instantSchema })
  .superRefine(endAfterStart);
export type AdminGiftUpdateRequest = z.input<typeof adminGiftUpdateRequestSchema>;

/** A gift with its code counts: total = remaining + claimed. Dates in milliseconds. */
export const adminGiftSchema = z.object({
  giftId: z.number().int(),
  appId: z.number().int(),
  appName: z.string(),
  title: z.string(),
  description: z.string(),
  rechargeRequirement: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  claimed: z.number().int(),
});
export type AdminGift = z.infer<typeof adminGiftSchema>;

export const adminGiftListRequestSchema = z.object({
  appId: appIdSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AdminGiftListRequest = z.input<typeof adminGiftListRequestSchema>;
export const adminGiftListResponseSchema = pagedSchema.extend({
  giftList: z.array(adminGiftSchema),
});
export type AdminGiftListResponse = z.infer<typeof adminGiftListResponseSchema>;

/** The query of the code import; the body is a multipart form with one `file` part (CSV). */
export const adminGiftCodesImportRequestSchema = z.object({ giftId: giftIdSchema });

/** Why a line of the CSV was not imported. */
export const GiftCodeRejection = [
  'empty',
  'too_long',
  'invalid_characters',
  'unbalanced_quotes',
  'duplicate_in_file',
  'already_exists',
] as const;
export type GiftCodeRejectionValue = (typeof GiftCodeRejection)[number];

export const GiftCodeRejectionText: Record<GiftCodeRejectionValue, string> = {
  empty: 'The line holds no code.',
  too_long: `A code has at most ${GIFT_CODE_MAX} characters.`,
  invalid_characters: 'A code holds printable ASCII characters only, without spaces.',
  unbalanced_quotes: 'A quoted code is not closed.',
  duplicate_in_file: 'The code is on an earlier line of the file too.',
  already_exists: 'The gift already has this code.',
};

export const giftCodeRejectedLineSchema = z.object({
  /** 1 is the file's first line. */
  line: z.number().int(),
  /** As read (cut to GIFT_CODE_MAX characters and an ellipsis). */
  code: z.string(),
  reason: z.enum(GiftCodeRejection),
  message: z.string(),
});
export type GiftCodeRejectedLine = z.infer<typeof giftCodeRejectedLineSchema>;

export const adminGiftCodesImportResponseSchema = z.object({
  giftId: z.number().int(),
  imported: z.number().int(),
  rejectedTotal: z.number().int(),
  /** The first GIFT_CODES_REJECTED_LISTED rejected lines, in file order. */
  rejected: z.array(giftCodeRejectedLineSchema),
  /** The gift's counts after the import. */
  gift: adminGiftSchema,
});
export type AdminGiftCodesImportResponse = z.infer<typeof adminGiftCodesImportResponseSchema>;

export interface GiftCodeLine {
  line: number;
  code: string;
}

export interface ParsedGiftCodes {
  accepted: GiftCodeLine[];
  rejected: GiftCodeRejectedLine[];
  /** Lines read, a header and the file's trailing blank lines left out. */
  lines: number;
}

const rejection = (line: number, code: string, reason: GiftCodeRejectionValue) => ({
  line,
  code: code.length > GIFT_CODE_MAX ? `${code.slice(0, GIFT_CODE_MAX)}…` : code,
  reason,
  message: GiftCodeRejectionText[reason],
});

/** The first field of a CSV line: quoted ("" for a quote inside) or up to the first comma. */
function firstField(line: string): string | null {
  if (!line.startsWith('"')) return line.split(',', 1)[0] ?? '';
  let value = '';
  for (let i = 1; i < line.length; i += 1) {
    const char = line[i];
    if (char !== '"') {
      value += char;
    } else if (line[i + 1] === '"') {
      value += '"';
      i += 1;
    } else {
      return value;
    }
  }
  return null;
}

/**
 * Reads a CSV of gift codes: one code per line, in the first column (other columns are ignored),
 * an optional header line `code`. Each bad line is reported with its number and reason; the
 * rest are accepted in file order. Whether a code already exists is for the server to say.
 */
export function parseGiftCodesCsv(text: string): ParsedGiftCodes {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const accepted: GiftCodeLine[] = [];
  const rejected: GiftCodeRejectedLine[] = [];
  const seen = new Set<string>();
  let counted = 0;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const field = firstField(raw.trim());
    if (field === null) {
      counted += 1;
      rejected.push(rejection(line, raw.trim(), 'unbalanced_quotes'));
      return;
    }
    const code = field.trim();
    if (line === 1 && /^codes?$/i.test(code)) return;
    counted += 1;
    if (code === '') rejected.push(rejection(line, code, 'empty'));
    else if (code.length > GIFT_CODE_MAX) rejected.push(rejection(line, code, 'too_long'));
    else if (!GIFT_CODE_PATTERN.test(code)) {
      rejected.push(rejection(line, code, 'invalid_characters'));
    } else if (seen.has(code)) rejected.push(rejection(line, code, 'duplicate_in_file'));
    else {
      seen.add(code);
      accepted.push({ line, code });
    }
  });
  return { accepted, rejected, lines: counted };
}

/** The rejection the server adds for a code the gift already has. */
export const giftCodeAlreadyExists = (entry: GiftCodeLine): GiftCodeRejectedLine =>
  rejection(entry.line, entry.code, 'already_exists');
