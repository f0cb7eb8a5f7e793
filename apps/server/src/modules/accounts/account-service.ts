import {
  GUEST_NICKNAME,
  AccountType,
  Code,
  CodeType,
  NICKNAME_MAX,
  UserSource,
  type BindAccountRequest,
  type passwordResetRequestSchema,
  type passwordReviseRequestSchema,
  type passwordVerifyRequestSchema,
  type registerRequestSchema,
  type Session,
  type User,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { CodeService } from '../codes/code-service.js';
import { normaliseEmail, normaliseMobile } from './account-address.js';
import { isCommonPasswordMd5 } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password-service.js';
import type { AuthUser, SessionService } from './session-service.js';
import {
  bindContact,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  setPasswordHash,
  unlinkGuestDevices,
  type UserRow,
} from './user-repository.js';
import { isBound, toSession, toUser, type UserViewSettings } from './user-view.js';

const DEFAULT_NICKNAME = 'Player';
const MOBILE_NICKNAME_DIGITS = 4;

const invalidEmail = () => new ApiError(Code.INVALID_USER_INFO, 'Invalid email address.');
const invalidMobile = () => new ApiError(Code.INVALID_MOBILE);

/** The e-mail's local part, kept to what a nickname may hold (letters and digits). */
const nicknameFromEmail = (email: string) =>
  (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}]/gu, '').slice(0, NICKNAME_MAX) ||
  DEFAULT_NICKNAME;
const nicknameFromMobile = (mobile: string) =>
  `${DEFAULT_NICKNAME}${mobile.slice(-MOBILE_NICKNAME_DIGITS)}`;

/** Forgot password names the account by e-mail or by mobile; each has its code type and refusal. */
function resetAccount(input: { email?: string | undefined; mobile?: string | undefined }) {
  if (input.email !== undefined) {
    const email = normaliseEmail(input.email);
    if (!email) throw invalidEmail();
    return {
      kind: 'email',
      target: email,
      type: CodeType.EMAIL_RESET,
      unknown: Code.NOT_EXIST_EMAIL,
    } as const;
  }
  if (input.mobile !== undefined) {
    const mobile = normaliseMobile(input.mobile);
    if (!mobile) throw invalidMobile();
    return {
      kind: 'mobile',
      target: mobile,
      type: CodeType.MOBILE_RESET,
      unknown: Code.MOBILE_NOT_REGISTERED,
    } as const;
  }
  throw new ApiError(Code.MISSING_FIELD, 'email: This field is required.', 400);
}

/**
 * A new password that is one of the most common (or empty) is refused with 4107, before any code
 * is used up, so the player can choose another with the same code.
 */
function refuseCommonPassword(md5Hex: string): void {
  if (isCommonPasswordMd5(md5Hex)) throw new ApiError(Code.COMMON_PASSWORD);
}

/** Sign-up, forgot password, change password and binding an address to a guest or social user. */
export function createAccountService(deps: {
  db: Db;
  view: UserViewSettings;
  sessions: SessionService;
  codes: CodeService;
  onUserCreated?: ((userId: number) => Promise<void>) | undefined;
}) {
  const { db, view, sessions, codes, onUserCreated } = deps;

  const findResetUser = async (account: ReturnType<typeof resetAccount>) => {
    const user =
      account.kind === 'email'
        ? await findUserByEmail(db, account.target)
        : await findUserByMobile(db, account.target);
    if (!user) throw new ApiError(account.unknown);
    return user;
  };

  const currentUser = async (auth: AuthUser): Promise<UserRow> => {
    const user = await findUserById(db, auth.userId);
    if (!user) throw new ApiError(Code.TOKEN_INVALID);
    return user;
  };

  return {
    /** The address must be free (4054 / 4031) and its sign-up code right; signs the player in. */
    async register(input: z.output<typeof registerRequestSchema>): Promise<Session> {
      refuseCommonPassword(input.password);
      const byEmail = input.registerType === AccountType.EMAIL;
      const address = byEmail ? normaliseEmail(input.userName) : normaliseMobile(input.userName);
      if (!address) throw byEmail ? invalidEmail() : invalidMobile();
      const taken = byEmail ? Code.EXIST_EMAIL : Code.EXIST_MOBILE;
      const existing = byEmail
        ? await findUserByEmail(db, address)
        : await findUserByMobile(db, address);
      if (existing) throw new ApiError(taken);
      await codes.consume(
        byEmail ? CodeType.EMAIL_SIGN_UP : CodeType.MOBILE_SIGN_UP,
        address,
        input.verCode,
      );
      const user = await insertUser(db, {
        ...(byEmail ? { email: address } : { mobile: address }),
        passwordHash: await hashPassword(input.password),
        nickname: byEmail ? nicknameFromEmail(address) : nicknameFromMobile(address),
        source: UserSource.OWN,
      });
      if (!user) throw new ApiError(taken);
      await onUserCreated?.(user.userId);
      const platform = byEmail ? 'EMAIL' : 'MOBILE';
      const tokens = await sessions.open(user.userId, platform);
      return toSession(user, platform, view, tokens);
    },

    /** Forgot password, first step: the account exists and the code is right (not used up). */
    async verifyReset(input: z.output<typeof passwordVerifyRequestSchema>): Promise<void> {
      const account = resetAccount(input);
      await findResetUser(account);
      await codes.check(account.type, account.target, input.verCode);
    },

    /** Forgot password, last step: uses the code, sets the password, ends every session. */
    async reset(input: z.output<typeof passwordResetRequestSchema>): Promise<void> {
      refuseCommonPassword(input.password);
      const account = resetAccount(input);
      const user = await findResetUser(account);
      await codes.consume(account.type, account.target, input.verCode);
      await setPasswordHash(db, user.userId, await hashPassword(input.password));
      await sessions.revokeAll(user.userId);
    },

    /**
     * Change password: the current one must match (4058). Every session ends, including this
     * one, which is replaced by the fresh session returned.
     */
    async revise(
      auth: AuthUser,
      input: z.output<typeof passwordReviseRequestSchema>,
    ): Promise<Session> {
      refuseCommonPassword(input.newPassword);
      const user = await currentUser(auth);
      if (!user.passwordHash) throw new ApiError(Code.INVALID_USER_INFO);
      if (!(await verifyPassword(user.passwordHash, input.oriPassword))) {
        throw new ApiError(Code.WRONG_CURRENT_PASSWORD);
      }
      await setPasswordHash(db, user.userId, await hashPassword(input.newPassword));
      await sessions.revokeAll(user.userId);
      const tokens = await sessions.open(user.userId, auth.platform);
      return toSession(user, auth.platform, view, tokens);
    },

    /**
     * A guest or social player binds an e-mail (type-3 code) or a mobile (type-4 code) with a
     * password, and becomes an own-platform account. An account that already signs in with a
     * password changes it through change password, not here.
     */
    async bind(
      auth: AuthUser,
      input: Extract<BindAccountRequest, { kind: 'address' }>,
    ): Promise<User> {
      refuseCommonPassword(input.password);
      const user = await currentUser(auth);
      const byEmail = input.bindTpye === AccountType.EMAIL;
      const address = byEmail ? normaliseEmail(input.userName) : normaliseMobile(input.userName);
      if (!address) throw byEmail ? invalidEmail() : invalidMobile();
      if (byEmail && user.email) throw new ApiError(Code.EMAIL_ALREADY_BOUND);
      if (isBound(user) || (!byEmail && user.mobile)) throw new ApiError(Code.INVALID_USER_INFO);
      const taken = byEmail ? Code.EMAIL_EXISTS_BIND : Code.EXIST_MOBILE;
      const existing = byEmail
        ? await findUserByEmail(db, address)
        : await findUserByMobile(db, address);
      if (existing) throw new ApiError(taken);
      await codes.consume(
        byEmail ? CodeType.BIND_EMAIL : CodeType.BIND_MOBILE,
        address,
        input.verCode,
      );
      // A guest who kept the guest's name takes the one a sign-up with that address gets.
      const nickname =
        user.nickname === GUEST_NICKNAME
          ? { nickname: byEmail ? nicknameFromEmail(address) : nicknameFromMobile(address) }
          : {};
      const bound = await bindContact(
        db,
        user.userId,
        { ...(byEmail ? { email: address } : { mobile: address }), ...nickname },
        await hashPassword(input.password),
        UserSource.OWN,
      );
      if (!bound) throw new ApiError(taken);
      await unlinkGuestDevices(db, user.userId);
      return toUser(bound, auth.platform, view);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
