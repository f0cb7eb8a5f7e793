import { z } from 'zod';
import { ValidationText } from './checks.js';
import { CodeType, LoginPlatform, MAX_UPLOAD_BYTES, type CodeTypeValue } from './constants.js';
import { osignSchema, qrRedeemRequestSchema } from './playing.js';
import { emailSchema, mobileSchema, nicknameSchema } from './validation.js';

/**
 * Accounts and sessions (spec sections 3, 4 and 7, "Account and session"). Passwords travel as
 * the MD5 hex of what the player typed, as the spec asks; the server never sees the plain text.
 */
export const md5HexSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, 'must be the MD5 hex of the password')
  .transform((v) => v.toLowerCase());

const token = z.string().trim().min(16).max(128);
const userIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Sign-in ways a player can take without a password; WINGA exists but is never offered. */
export const SocialPlatform = ['FACEBOOK', 'GOOGLE', 'GUEST'] as const;
export type SocialPlatformValue = (typeof SocialPlatform)[number];
/** The platform a session was opened with, kept in a cookie (spec: cookies, login platform). */
export const SessionPlatform = [...SocialPlatform, 'EMAIL', 'MOBILE'] as const;
export type SessionPlatformValue = (typeof SessionPlatform)[number];

export const loginWaySchema = z.object({ platform: z.enum(LoginPlatform), logoUrl: z.string() });
export type LoginWay = z.infer<typeof loginWaySchema>;
export const loginWaysRequestSchema = z.object({ browserType: z.string().max(16).optional() });
export const loginWaysResponseSchema = z.object({ loginWayList: z.array(loginWaySchema) });

/** The user object of spec section 3; `userFlag` false means a guest who may bind an account. */
export const userSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  iconUrl: z.string(),
  email: z.string(),
  mobile: z.string(),
  userFlag: z.boolean(),
  /** User source code of spec section 3 (0 own, 1 other platform, 2 guest, 3 own not bound). */
  source: z.number().int(),
  platform: z.enum(SessionPlatform),
  privacyUrl: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What every successful login returns; the tokens also arrive as HttpOnly cookies. */
export const sessionSchema = userSchema.extend({ h5Token: z.string(), sdkToken: z.string() });
export type Session = z.infer<typeof sessionSchema>;

/**
 * The guest's proof of its device: random (at least 128 bits, base64url), made by the site beside
 * the client id and sent to guest login alone. The client id travels in every request and event,
 * so it names a guest account but never opens one; the server keeps only a hash of this.
 */
export const DEVICE_SECRET_MIN = 22;
export const DEVICE_SECRET_MAX = 128;
export const deviceSecretSchema = z
  .string()
  .min(DEVICE_SECRET_MIN)
  .max(DEVICE_SECRET_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url text');

export const socialLoginRequestSchema = z.object({
  platform: z.enum(SocialPlatform),
  clientId: z.string().trim().min(8).max(64),
  /** Guests only; without it (or with another one) a guest login starts a new guest. */
  deviceSecret: deviceSecretSchema.optional(),
  /** The Google ID token or Facebook access token; guests send none. */
  accessToken: z.string().max(8192).optional(),
});

/** loginType 0 signs in with an e-mail address, 1 with dial code plus mobile number. */
export const AccountType = { EMAIL: 0, MOBILE: 1 } as const;
const accountType = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

export const accountLoginRequestSchema = z.object({
  userName: z.string().trim().min(1).max(254),
  password: md5HexSchema,
  loginType: accountType,
  graphCode: z.string().trim().max(12).optional(),
  /** The device the captcha of a throttled login was issued to (the common envelope's id). */
  clientId: z.string().trim().min(1).max(64).optional(),
});
/** A wrong account or password answers 4105; data.graphCode is set once a captcha is required. */
export const captchaChallengeSchema = z.object({ graphCode: z.string().optional() });

/** What LOGIN_LOCKED (4106) carries: the seconds until a sign-in is taken again. */
export const loginLockedSchema = z.object({ retryAfter: z.number().int().min(1) });

/**
 * A wait in seconds as a refusal tells it: "1 second", "45 seconds", "5 minutes" (a part of a
 * minute counts as a whole one, so the player never tries too early).
 */
export function waitText(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** "Too many failed sign-ins. Please try again in 5 minutes." for a wait in seconds. */
export const loginLockedText = (retryAfterSeconds: number): string =>
  `Too many failed sign-ins. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * The session fields a signed-in call may send in place of the cookies (spec section 7). The
 * profile takes them so the site can see whose a link's tokens are before adopting them.
 */
export const sessionFieldsSchema = z.object({
  userId: userIdSchema.optional(),
  h5Token: token.optional(),
  sdkToken: token.optional(),
});

export const reloginRequestSchema = z.object({
  userId: userIdSchema.optional(),
  h5Token: token.optional(),
  sdkToken: token.optional(),
  /** The app the page runs in (spec: Facebook, TikTok, Reddit, Instagram or Other). */
  extra: z.string().max(32).optional(),
  /** Signed (`RELOGIN_OSIGN`). */
  osign: osignSchema,
});

/**
 * GET /api/user/login/h5, the publisher's client's login call. With a token (h5Token, sdkToken
 * or userToken) it is a token relogin, as /api/user/login/h5/v4; without one a guest or social
 * sign-in, as /api/user/login/third (platform and clientId then required). The device fields
 * (sdkVer, os, browserType...) are the common envelope's.
 */
export const h5LoginRequestSchema = z.object({
  platform: z.enum(SessionPlatform).optional(),
  clientId: z.string().trim().max(64).optional(),
  deviceSecret: deviceSecretSchema.optional(),
  accessToken: z.string().max(8192).optional(),
  userId: userIdSchema.optional(),
  h5Token: token.optional(),
  sdkToken: token.optional(),
  userToken: token.optional(),
  extra: z.string().max(32).optional(),
});

/** Whether a login call names a session (a relogin) rather than opening one. */
export const namesSession = (input: {
  h5Token?: unknown;
  sdkToken?: unknown;
  userToken?: unknown;
}) =>
  [input.h5Token, input.sdkToken, input.userToken].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );

export const graphCaptchaRequestSchema = z.object({});
/** A data: URL of a 120x36 image; the answer stays on the server, tied to the client id. */
export const graphCaptchaResponseSchema = z.object({ graphCaptcha: z.string() });
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 36;

const codeType = z.coerce
  .number()
  .int()
  .refine((v): v is CodeTypeValue => Object.values(CodeType).includes(v as CodeTypeValue), {
    message: 'unknown code type',
  });
export const isMobileCodeType = (type: CodeTypeValue) =>
  type === CodeType.BIND_MOBILE ||
  type === CodeType.MOBILE_RESET ||
  type === CodeType.MOBILE_SIGN_UP;

/** Send a code to `email` or `mobile` (dial code plus number), whichever the type needs. */
export const sendCodeRequestSchema = z.object({
  type: codeType,
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
});
export const sendCodeResponseSchema = z.object({ resendAfterSeconds: z.number().int() });

export const verifyEmailCodeRequestSchema = z.object({
  type: codeType,
  email: emailSchema,
  verCode: z.string().trim().min(1).max(12),
});

/** registerType 0 signs up with an e-mail address, 1 with a mobile number; both send a code. */
export const registerRequestSchema = z.object({
  registerType: accountType,
  userName: z.string().trim().min(1).max(254),
  password: md5HexSchema,
  verCode: z.string().trim().min(1).max(12),
});

/** Forgot password: check the code first (verify), then set the new password with it (reset). */
export const passwordVerifyRequestSchema = z.object({
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
  verCode: z.string().trim().min(1).max(12),
});
export const passwordResetRequestSchema = passwordVerifyRequestSchema.extend({
  password: md5HexSchema,
});
export const passwordReviseRequestSchema = z.object({
  oriPassword: md5HexSchema,
  newPassword: md5HexSchema,
});

/** The providers a signed-in account can link, with bind v2 and the provider's token. */
export const SocialBindPlatform = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialBindPlatformValue = (typeof SocialBindPlatform)[number];

const required = (ctx: z.core.$RefinementCtx, field: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message: 'This field is required.' });

/**
 * Bind v2, with the spec's field names (bindTpye is spelled as the spec spells it). Two binds
 * share the path: with `accessToken` (the Google ID token or Facebook access token, as social
 * login takes it) it links that identity of `platform` (GOOGLE or FACEBOOK); without, it binds an
 * e-mail or mobile with a password, and `platform` is only the session's, read and ignored.
 */
export const bindAccountRequestSchema = z
  .object({
    userName: z.string().trim().min(1).max(254).optional(),
    bindTpye: accountType.optional(),
    verCode: z.string().trim().min(1).max(12).optional(),
    useVerCode: z.coerce.number().int().min(0).max(1).optional(),
    password: md5HexSchema.optional(),
    accessToken: z.string().trim().max(8192).optional(),
    userId: userIdSchema.optional(),
    platform: z.string().max(16).optional(),
    h5Token: token.optional(),
    sdkToken: token.optional(),
  })
  .transform((input, ctx) => {
    if (input.accessToken) {
      const platform = SocialBindPlatform.find((p) => p === input.platform);
      if (!platform) {
        ctx.addIssue({ code: 'custom', path: ['platform'], message: 'must be GOOGLE or FACEBOOK' });
        return z.NEVER;
      }
      return { kind: 'social', platform, accessToken: input.accessToken } as const;
    }
    const { userName, bindTpye, verCode, password } = input;
    if (userName === undefined) return (required(ctx, 'userName'), z.NEVER);
    if (bindTpye === undefined) return (required(ctx, 'bindTpye'), z.NEVER);
    if (verCode === undefined) return (required(ctx, 'verCode'), z.NEVER);
    if (password === undefined) return (required(ctx, 'password'), z.NEVER);
    return { kind: 'address', userName, bindTpye, verCode, password } as const;
  });
export type BindAccountRequest = z.output<typeof bindAccountRequestSchema>;

export const linkedAccountSchema = z.object({ platform: z.enum(SocialBindPlatform) });
export const linkedAccountsResponseSchema = z.object({
  linkedList: z.array(linkedAccountSchema),
});

export const Gender = { UNSET: 0, MALE: 1, FEMALE: 2 } as const;
export type GenderValue = (typeof Gender)[keyof typeof Gender];
/** The gender choices the profile offers, keyed by the number stored and sent. */
export const GENDER_CHOICES: readonly { key: GenderValue; value: string }[] = [
  { key: Gender.UNSET, value: 'Prefer not to say' },
  { key: Gender.MALE, value: 'Male' },
  { key: Gender.FEMALE, value: 'Female' },
];
/** Occupation (the spec's "industry") is free text of at most this many characters. */
export const PROFILE_INDUSTRY_MAX = 64;
/** The occupations the profile offers to pick from; any other text of the player's is kept too. */
export const OCCUPATIONS = [
  'Student',
  'Employee',
  'Self-employed',
  'IT and software',
  'Education',
  'Healthcare',
  'Finance',
  'Sales and retail',
  'Manufacturing',
  'Public service',
  'Homemaker',
  'Retired',
  'Other',
] as const;

/**
 * A profile choice as the publisher's client reads it: the key chosen, and every key it may
 * choose with its text (`dataDict`). It sends the chosen key back to profile/update.
 */
const choiceSchema = <K extends z.ZodType>(key: K) =>
  z.object({ selectedKey: key, dataDict: z.array(z.object({ key, value: z.string() })) });

/**
 * The profile (spec section 3, Profile): the user object plus birthdate ("YYYY-MM-DD", or empty),
 * gender (keys 0, 1, 2 of `Gender`) and occupation (its key is its text; empty when unset).
 */
export const profileSchema = userSchema.extend({
  gender: choiceSchema(z.number().int().min(0).max(2)),
  birthdate: z.string(),
  industry: choiceSchema(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** The occupation choice of a profile: the list, plus the player's own text when not in it. */
export function occupationChoice(industry: string): Profile['industry'] {
  const keys: readonly string[] = OCCUPATIONS;
  const listed = industry === '' || keys.includes(industry) ? keys : [...keys, industry];
  return { selectedKey: industry, dataDict: listed.map((key) => ({ key, value: key })) };
}

export const genderChoice = (gender: number): Profile['gender'] => ({
  selectedKey: gender === Gender.MALE || gender === Gender.FEMALE ? gender : Gender.UNSET,
  dataDict: GENDER_CHOICES.map((choice) => ({ ...choice })),
});

/**
 * Profile update: only the fields sent change. E-mail and mobile are taken so that a client
 * sending its whole form is understood: the values the account already has change nothing, and
 * another one is refused (4037), since an address changes only by binding it with a code.
 */
export const profileUpdateRequestSchema = z.object({
  nickname: nicknameSchema.optional(),
  iconUrl: z.string().max(512).optional(),
  gender: z.coerce.number().int().min(0).max(2).optional(),
  birthdate: z.union([z.literal(''), z.iso.date()]).optional(),
  industry: z.string().trim().max(PROFILE_INDUSTRY_MAX).optional(),
  email: z.string().trim().max(254).optional(),
  mobile: z.string().trim().max(32).optional(),
  /** Signed (`PROFILE_UPDATE_OSIGN`). */
  osign: osignSchema,
});

/** The refusals of an e-mail or mobile change sent to profile/update, by field. */
export const ProfileAddressText = {
  email: 'email: An email address is added or changed only by binding it with a verification code.',
  mobile:
    'mobile: A mobile number is added or changed only by binding it with a verification code.',
} as const;

/** The upload's answer: where the stored picture is (the publisher's `attachUrl`). */
export const uploadResponseSchema = z.object({ attachUrl: z.string() });
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = MAX_UPLOAD_BYTES;

/**
 * The check a picture passes before it is sent (avatars and ticket screenshots): its declared
 * type and its size. The server checks the bytes themselves again.
 */
export function checkUploadImage(file: { size: number; type: string }): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return ValidationText.uploadNotImage;
  }
  return file.size > MAX_UPLOAD_BYTES ? ValidationText.avatarTooLarge : null;
}

export const privacyUrlResponseSchema = z.object({ privacyUrl: z.string() });
/** `appId` is the envelope's: a game's id, or the publisher's product id its client sends. */
export const privacyAgreeRequestSchema = z.object({ appId: z.string().trim().max(64).optional() });

/**
 * Play on mobile, on the phone: uses a QR link once and signs the phone in as the player who
 * asked for it, with the session of a login (tokens and cookies), plus the game to start.
 */
export const qrSignInRequestSchema = qrRedeemRequestSchema;
export const qrSignInResponseSchema = sessionSchema.extend({ appId: z.number().int() });
export type QrSignInResponse = z.infer<typeof qrSignInResponseSchema>;
