import {
  EMAIL_TLD_MAX,
  EMAIL_TLD_MIN,
  MAX_ATTACHMENTS,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_LENGTH,
} from './constants.js';

/**
 * The field checks of spec section 5 as plain functions, with their texts: the site runs them
 * without loading a schema, and `validation.ts` builds the schemas of forms and payloads on them.
 */

/** The texts of spec section 5, keyed by the names the spec gives them. */
export const ValidationText = {
  notEmpty: 'This field is required.',
  errorEmail: 'Please enter a valid email address.',
  correctMobile: 'Please enter a valid phone number.',
  passLength: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, without spaces.`,
  notMatchPass: 'Fields do not match',
  msgCodeLength: 'Please enter the correct verification code.',
  mustAgreePolicy: 'Please accept to continue.',
  userNameOrPasswordInvalid: 'userName or password is invalid',
  nicknameEmpty: 'Nickname cannot be empty.',
  nicknameInvalid: `Nickname can have at most ${NICKNAME_MAX} letters or numbers.`,
  avatarTooLarge: "You can't upload more than 5M, please reupload",
  replyEmpty: 'Reply cannot be empty.',
  followUpRequired: 'Please enter your follow-up question.',
  screenshotsTooMany: `You can add at most ${MAX_ATTACHMENTS} screenshots.`,
  screenshotNotUploaded: 'Please upload the screenshot first.',
  problemDateInvalid: 'Please enter a valid date.',
  problemDateFuture: 'The problem date cannot be in the future.',
  ratingInvalid: 'Please choose 1 to 5 stars.',
  textTooLong: 'This text is too long.',
  uploadNotImage: 'Please upload a PNG, JPEG, GIF or WebP image.',
} as const;

export const EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*\\.[A-Za-z0-9]{${EMAIL_TLD_MIN},${EMAIL_TLD_MAX}}$`,
);
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`);
/** Printable ASCII without the space: 0x21 to 0x7E. */
export const PASSWORD_PATTERN = new RegExp(`^[\\x21-\\x7E]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const NICKNAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}]{1,${NICKNAME_MAX}}$`, 'u');

/** Each check returns the text to show, or null when the value passes. */
export type Check = (value: string) => string | null;

const isBlank = (value: string) => value.trim() === '';

export const checkEmail: Check = (value) => {
  if (isBlank(value)) return ValidationText.notEmpty;
  return EMAIL_PATTERN.test(value.trim()) ? null : ValidationText.errorEmail;
};

export const checkMobile: Check = (value) => {
  const mobile = value.trim();
  if (mobile === '') return ValidationText.notEmpty;
  return MOBILE_PATTERN.test(mobile) ? null : ValidationText.correctMobile;
};

export const checkLoginPassword: Check = (value) => (value === '' ? ValidationText.notEmpty : null);

/** Sign-up, reset and bind passwords; change-password uses it for the old and the new one. */
export const checkNewPassword: Check = (value) => {
  if (value === '') return ValidationText.notEmpty;
  return PASSWORD_PATTERN.test(value) ? null : ValidationText.passLength;
};

export const checkConfirmPassword = (password: string, confirmation: string): string | null => {
  if (confirmation === '') return ValidationText.notEmpty;
  return confirmation === password ? null : ValidationText.notMatchPass;
};

export const checkSmsCode: Check = (value) => {
  if (isBlank(value)) return ValidationText.notEmpty;
  return SMS_CODE_PATTERN.test(value.trim()) ? null : ValidationText.msgCodeLength;
};

/** E-mail verification codes and the captcha are required only. */
export const checkRequired: Check = (value) => (isBlank(value) ? ValidationText.notEmpty : null);

export const checkPolicyAgreed = (agreed: boolean): string | null =>
  agreed ? null : ValidationText.mustAgreePolicy;

export const checkNickname: Check = (value) => {
  const nickname = value.trim();
  if (nickname === '') return ValidationText.nicknameEmpty;
  return NICKNAME_PATTERN.test(nickname) ? null : ValidationText.nicknameInvalid;
};

/** Login via account: both fields must be non-empty. */
export const checkAccountLogin = (userName: string, password: string): string | null =>
  userName.trim() === '' || password === '' ? ValidationText.userNameOrPasswordInvalid : null;
