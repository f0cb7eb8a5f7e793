import {
  genderChoice,
  occupationChoice,
  PRIVACY_AGREED,
  type Profile,
  UserSource,
  type Session,
  type SessionPlatformValue,
  type User,
} from '@portal/contracts';
import type { IssuedTokens } from './session-service.js';
import type { UserRow } from './user-repository.js';

/** A bound account can sign in with a password: an e-mail or mobile plus the password itself. */
export const isBound = (row: UserRow): boolean =>
  row.passwordHash !== null && (row.email !== null || row.mobile !== null);

/**
 * `userFlag`: false only for a guest, who may bind an address or link Google or Facebook; a
 * player with a password, or of Google or Facebook (signed in with it or linked), is not one.
 */
export const isNotGuest = (row: UserRow): boolean =>
  isBound(row) || row.source !== UserSource.GUEST;

/** The user object of spec section 3; privacyUrl is "-1" once the policy was agreed to. */
export function toUser(row: UserRow, platform: SessionPlatformValue, policyUrl: string): User {
  return {
    userId: row.userId,
    nickname: row.nickname,
    iconUrl: row.iconUrl,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    userFlag: isNotGuest(row),
    source: row.source,
    platform,
    privacyUrl: row.privacyAgreedAt ? PRIVACY_AGREED : policyUrl,
  };
}

/** The profile: the user object with birthdate, and gender and occupation as choices. */
export function toProfile(
  row: UserRow,
  platform: SessionPlatformValue,
  policyUrl: string,
): Profile {
  return {
    ...toUser(row, platform, policyUrl),
    gender: genderChoice(row.gender),
    birthdate: row.birthdate,
    industry: occupationChoice(row.industry),
  };
}

export const toSession = (
  row: UserRow,
  platform: SessionPlatformValue,
  policyUrl: string,
  tokens: IssuedTokens,
): Session => ({
  ...toUser(row, platform, policyUrl),
  h5Token: tokens.h5Token,
  sdkToken: tokens.sdkToken,
});
