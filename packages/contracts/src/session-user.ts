import type { User } from './accounts.js';

/**
 * The user of a session, or of a user with fresher details: its fields and nothing else, so the
 * tokens of a login's answer are never kept. Typed field by field, it follows `userSchema`
 * without loading it.
 */
export const userOf = (value: User): User => ({
  userId: value.userId,
  nickname: value.nickname,
  iconUrl: value.iconUrl,
  email: value.email,
  mobile: value.mobile,
  userFlag: value.userFlag,
  source: value.source,
  platform: value.platform,
  privacyUrl: value.privacyUrl,
});
