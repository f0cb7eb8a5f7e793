import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_SESSION_HOURS,
  AdminLoginFailure,
  AuditAction,
  Code,
  type Admin,
  type adminLoginRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { LoginGuard } from '../accounts/login-guard.js';
import {
  hashPassword,
  spendVerificationTime,
  verifyPassword,
} from '../accounts/password-service.js';
import {
  deleteAdminSession,
  findAdminByEmail,
  findAdminById,
  findLiveAdminSession,
  insertAdmin,
  insertAdminSession,
  listAdmins,
  setAdminDisabled,
  touchAdminSession,
  type AdminRow,
} from './admin-repository.js';
import type { AuditLog } from './audit-log.js';

export const ADMIN_SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;
/** The last-seen mark is refreshed at most this often per session. */
const LAST_SEEN_STEP_MS = 60_000;

/** The signed-in admin of a request. */
export interface AdminIdentity {
  adminId: number;
  email: string;
}

const hashAdminToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toAdmin = (row: AdminRow): Admin => ({
  adminId: row.adminId,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.getTime(),
});

/**
 * Admin accounts and their sessions. Sign-in follows the player rules: argon2id of the MD5 hex
 * the client sends, the same answer for an unknown address and a wrong password, and the login
 * guard's failure counting, captcha and lockouts (counted under keys of their own, apart from
 * players). Every failed sign-in is written to the audit log.
 */
export function createAdminService(deps: {
  db: Db;
  audit: AuditLog;
  /** Only sign-in needs it; the command line creates admins without one. */
  guard?: LoginGuard;
}) {
  const { db, audit, guard } = deps;

  return {
    /** `passwordMd5` is the MD5 hex of the typed password, as a sign-in will send it. */
    async createAdmin(
      input: { email: string; passwordMd5: string; name: string },
      actorAdminId: number | null,
    ): Promise<Admin> {
      const row = await insertAdmin(db, {
        email: input.email.trim().toLowerCase(),
        passwordHash: await hashPassword(input.passwordMd5),
        name: input.name,
      });
      if (!row) throw new ApiError(Code.ADMIN_EMAIL_EXISTS);
      await audit.record(
        actorAdminId,
        AuditAction.ADMIN_CREATE,
        { kind: 'admin', id: row.adminId },
        { email: row.email, name: row.name },
      );
      return toAdmin(row);
    },

    /** Every account with whether it is disabled, for the command line's list. */
    async listAdmins(): Promise<(Admin & { disabled: boolean })[]> {
      return (await listAdmins(db)).map((row) => ({ ...toAdmin(row), disabled: row.disabled }));
    },

    /**
     * Disables an account, signing it out everywhere at once, or enables it again (it then signs
     * in anew). Recorded in the audit log only when something changed.
     */
    async setDisabled(
      email: string,
      disabled: boolean,
      actorAdminId: number | null,
    ): Promise<{ admin: Admin; changed: boolean }> {
      const result = await setAdminDisabled(db, email.trim().toLowerCase(), disabled);
      if (!result) throw new ApiError(Code.RECORD_NOT_FOUND, `No admin has the address ${email}.`);
      if (result.changed) {
        await audit.record(
          actorAdminId,
          disabled ? AuditAction.ADMIN_DISABLE : AuditAction.ADMIN_ENABLE,
          { kind: 'admin', id: result.admin.adminId },
          { email: result.admin.email },
        );
      }
      return { admin: toAdmin(result.admin), changed: result.changed };
    },

    /** Answers the admin and the new session's token, which only the cookie carries. */
    async login(
      input: z.output<typeof adminLoginRequestSchema>,
      ip: string,
    ): Promise<{ admin: Admin; token: string }> {
      if (!guard) throw new Error('admin sign-in needs the login guard');
      /** Every failed sign-in is recorded: who was tried, from where and why. */
      const failed = (
        reason: (typeof AdminLoginFailure)[keyof typeof AdminLoginFailure],
        row?: AdminRow,
      ) =>
        audit.record(
          null,
          AuditAction.ADMIN_LOGIN_FAILED,
          row ? { kind: 'admin', id: row.adminId } : null,
          { email: input.email, ip, reason },
          'anonymous',
        );
      const attempt = await guard.admit(
        {
          account: `admin:${input.email}`,
          ip,
          clientId: input.clientId,
          graphCode: input.graphCode,
        },
        (refusal) =>
          failed(refusal === 'locked' ? AdminLoginFailure.LOCKED : AdminLoginFailure.CAPTCHA),
      );
      const row = await findAdminByEmail(db, input.email);
      const passed = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await spendVerificationTime(input.password).then(() => false);
      if (!row || !passed) {
        await failed(row ? AdminLoginFailure.WRONG_PASSWORD : AdminLoginFailure.UNKNOWN_EMAIL, row);
        throw await guard.failure(attempt);
      }
      await guard.success(attempt);
      // Said only after the right password, so it tells nothing to someone guessing.
      if (row.disabled) {
        await failed(AdminLoginFailure.DISABLED, row);
        throw new ApiError(Code.ADMIN_DISABLED, undefined, 403);
      }
      const token = randomBytes(32).toString('base64url');
      await insertAdminSession(db, {
        tokenHash: hashAdminToken(token),
        adminId: row.adminId,
        expiresAt: new Date(Date.now() + ADMIN_SESSION_MS),
      });
      await audit.record(
        row.adminId,
        AuditAction.ADMIN_LOGIN,
        { kind: 'admin', id: row.adminId },
        {
          ip,
        },
      );
      return { admin: toAdmin(row), token };
    },

    /** The admin of a live session, or null for an unknown, expired or disabled one. */
    async resolve(token: string): Promise<AdminIdentity | null> {
      const tokenHash = hashAdminToken(token);
      const session = await findLiveAdminSession(db, tokenHash);
      if (!session) return null;
      const before = new Date(Date.now() - LAST_SEEN_STEP_MS);
      if (session.lastSeenAt < before) await touchAdminSession(db, tokenHash, before);
      return { adminId: session.adminId, email: session.email };
    },

    async logout(admin: AdminIdentity, token: string): Promise<void> {
      await deleteAdminSession(db, hashAdminToken(token));
      await audit.record(admin.adminId, AuditAction.ADMIN_LOGOUT, {
        kind: 'admin',
        id: admin.adminId,
      });
    },

    async me(admin: AdminIdentity): Promise<Admin> {
      const row = await findAdminById(db, admin.adminId);
      if (!row) throw new ApiError(Code.ADMIN_LOGIN_REQUIRED, undefined, 401);
      return toAdmin(row);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
