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
import type { UploadAddresses } from './upload-address.js';
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

/** What a user object shows beyond the row: the policy to agree to and where pictures are. */
export interface UserViewSettings {
  policyUrl: string;
  /** The avatar's address as players are given it (see `UploadAddresses.picture`). */
  picture: UploadAddresses['picture'];
}

export const userViewSettings = (
  policyUrl: string,
  addresses: Pick<UploadAddresses, 'picture'>,
): UserViewSettings => ({ policyUrl, picture: addresses.picture });

/** The user object of spec section 3; privacyUrl is "-1" once the policy was agreed to. */
export function toUser(row: UserRow, platform: SessionPlatformValue, view: UserViewSettings): User {
  return {
    userId: row.userId,
    nickname: row.nickname,
    iconUrl: view.picture(row.iconUrl),
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    userFlag: isNotGuest(row),
    source: row.source,
    platform,
    privacyUrl: row.privacyAgreedAt ? PRIVACY_AGREED : view.policyUrl,
  };
}

/** The profile: the user object with birthdate, and gender and occupation as choices. */
export function toProfile(
  row: UserRow,
  platform: SessionPlatformValue,
  view: UserViewSettings,
): Profile {
  return {
    ...toUser(row, platform, view),
    gender: genderChoice(row.gender),
    birthdate: row.birthdate,
    industry: occupationChoice(row.industry),
  };
}

export const toSession = (
  row: UserRow,
  platform: SessionPlatformValue,
  view: UserViewSettings,
  tokens: IssuedTokens,
): Session => ({
  ...toUser(row, platform, view),
  h5Token: tokens.h5Token,
  sdkToken: tokens.sdkToken,
});
