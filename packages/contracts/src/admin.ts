import { z } from 'zod';
import { md5HexSchema } from './accounts.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';
import { plainTextSchema } from './tickets.js';
import { emailSchema, newPasswordSchema } from './validation.js';

/**
 * The publisher's side of the portal: staff sign in with their own accounts (never a player's)
 * and every change they make is written to the audit log.
 */

/** Every admin endpoint lives under this path; the admin guard covers all of it. */
export const ADMIN_API_PREFIX = '/api/admin';
/** The admin session cookie: HttpOnly, SameSite=Strict, sent only to the admin API. */
export const ADMIN_COOKIE = 'adminToken';
/** An admin signs in again after this long, whatever they were doing. */
export const ADMIN_SESSION_HOURS = 12;
export const ADMIN_NAME_MAX = 64;
/** Page sizes of the admin lists (players, messages, tickets, gifts, analytics). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const adminIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** An admin's address names one account whatever its case: it is kept lower-cased. */
const adminEmailSchema = emailSchema.transform((v) => v.toLowerCase());

/** The password travels as the MD5 hex of what was typed, as on the player side. */
export const adminLoginRequestSchema = z.object({
  email: adminEmailSchema,
  password: md5HexSchema,
  /** The captcha answer, once repeated failures asked for one (data.graphCode of 4105). */
  graphCode: z.string().trim().max(12).optional(),
  /** Whom the captcha image is issued to: the client id of the admin site. */
  clientId: z.string().trim().min(1).max(64).optional(),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

export const adminSchema = z.object({
  adminId: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** Milliseconds since the epoch. */
  createdAt: z.number().int(),
});
export type Admin = z.infer<typeof adminSchema>;

/**
 * Admin passwords are longer than players' (which follow the player rule, 6 to 20): an admin
 * account opens every player's data. The server also refuses common passwords.
 */
export const ADMIN_PASSWORD_MIN = 12;

/**
 * A new admin, as the command line takes it: the typed password, which must follow the player
 * password rule and be at least ADMIN_PASSWORD_MIN long; it is stored as argon2id of its MD5
 * hex, as sign-in sends it.
 */
export const adminCreateRequestSchema = z.object({
  email: adminEmailSchema,
  password: newPasswordSchema,
  name: plainTextSchema(ADMIN_NAME_MAX).default(''),
});
export type AdminCreateRequest = z.input<typeof adminCreateRequestSchema>;

/** The admin account a command line disables or enables again, named by its e-mail address. */
export const adminAccountRequestSchema = z.object({
  email: adminEmailSchema,
});

/**
 * Who made a change: an admin through the API, or the command line on the server; `anonymous`
 * is someone not signed in, such as a failed admin sign-in.
 */
export const AuditActor = ['admin', 'cli', 'anonymous'] as const;
export type AuditActorValue = (typeof AuditActor)[number];

/**
 * The actions written to the audit log. An action is `<area>.<verb>`; the audit list filters by
 * exact action.
 */
export const AuditAction = {
  ADMIN_CREATE: 'admin.create',
  ADMIN_LOGIN: 'admin.login',
  /** Details: the e-mail tried, the address (ip) and the reason (see AdminLoginFailure). */
  ADMIN_LOGIN_FAILED: 'admin.login_failed',
  ADMIN_LOGOUT: 'admin.logout',
  ADMIN_DISABLE: 'admin.disable',
  ADMIN_ENABLE: 'admin.enable',
  PLAYER_FREEZE: 'player.freeze',
  PLAYER_BAN: 'player.ban',
  PLAYER_UNBAN: 'player.unban',
  TEST_DEVICE_FLAG: 'test_device.flag',
  TEST_DEVICE_UNFLAG: 'test_device.unflag',
  MESSAGE_SEND: 'message.send',
  MESSAGE_BROADCAST: 'message.broadcast',
  TICKET_REPLY: 'ticket.reply',
  TICKET_STATUS: 'ticket.status',
  GIFT_CREATE: 'gift.create',
  GIFT_UPDATE: 'gift.update',
  GIFT_CODES_IMPORT: 'gift.codes_import',
  GAMES_IMPORT: 'games.import',
} as const;

/** Why an admin sign-in failed, as the audit log records it. */
export const AdminLoginFailure = {
  UNKNOWN_EMAIL: 'unknown_email',
  WRONG_PASSWORD: 'wrong_password',
  LOCKED: 'locked',
  CAPTCHA: 'captcha',
  DISABLED: 'disabled',
} as const;

export const AUDIT_ACTION_MAX = 64;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

export const auditListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(AUDIT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE),
  action: z.string().trim().min(1).max(AUDIT_ACTION_MAX).optional(),
  adminId: adminIdSchema.optional(),
});
export type AuditListRequest = z.input<typeof auditListRequestSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.enum(AuditActor),
  /** Null for the command line. */
  adminId: z.number().int().nullable(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = pagedSchema.extend({
  entries: z.array(auditEntrySchema),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
