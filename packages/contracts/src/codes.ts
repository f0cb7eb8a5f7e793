/**
 * The response codes of the error catalogue (spec section 8). Each code is defined once here and
 * used by the server (to answer) and the web (to react). Codes the spec names without a number
 * (gift claims, missing records) take numbers of our own, documented in docs/api.md.
 */
export const Code = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  LOGIN_VERIFY: 412,
  SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  INVALID_APP_ID: 4010,
  MISSING_FIELD: 4011,
  SERVER_BUSY: 4012,
  TOO_FREQUENT: 4013,
  INVALID_SIGN: 4016,
  TOKEN_INVALID: 4017,
  EMAIL_ALREADY_BOUND: 4018,
  NOT_EXIST_ACCOUNT: 4030,
  EXIST_MOBILE: 4031,
  INVALID_MOBILE: 4032,
  WRONG_CODE: 4033,
  CODE_EXPIRED: 4034,
  CODE_OVER_LIMIT: 4035,
  INVALID_USER_INFO: 4037,
  MOBILE_NOT_REGISTERED: 4038,
  SEND_LIMIT: 4039,
  RECORD_NOT_FOUND: 4044,
  EXIST_EMAIL: 4054,
  WRONG_CAPTCHA: 4055,
  NOT_EXIST_EMAIL: 4056,
  WRONG_CURRENT_PASSWORD: 4058,
  GIFT_CLAIM_FAILED: 4060,
  GIFT_NO_CODES_LEFT: 4061,
  GIFT_ALREADY_CLAIMED: 4062,
  GAME_MAINTENANCE: 4063,
  GAME_CLOSED: 4064,
  INVALID_QRCODE: 4065,
  GAME_SAVE_LIMIT: 4066,
  TICKET_CLOSED: 4070,
  TICKET_NOT_ANSWERED: 4071,
  BANNED: 4080,
  ACCOUNT_FROZEN: 4081,
  EMAIL_EXISTS_BIND: 4104,
  ACCOUNT_PASSWORD_ERROR: 4105,
  LOGIN_LOCKED: 4106,
  COMMON_PASSWORD: 4107,
  WRONG_TOKEN_DATA: 4108,
  TOKEN_ALREADY_BOUND: 4109,
  DUPLICATE_BINDING: 4110,
  RATE_LIMITED: 4290,
  STORAGE_QUOTA: 4291,
  ADMIN_LOGIN_REQUIRED: 4301,
  ADMIN_DISABLED: 4302,
  NOT_ADMIN: 4303,
  ADMIN_EMAIL_EXISTS: 4304,
  ZIP_INVALID: 4320,
  ZIP_TOO_LARGE: 4321,
  ZIP_UNPACKED_TOO_LARGE: 4322,
  ZIP_TOO_MANY_FILES: 4323,
  ZIP_UNSAFE_PATH: 4324,
  ZIP_NO_INDEX: 4325,
  ZIP_FILE_TYPE: 4326,
  GAME_NOT_READY: 4327,
  ORDER_MISMATCH: 4328,
  IMAGE_NOT_ACCEPTED: 4329,
  IMAGE_TOO_LARGE: 4330,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** The default English message of each code (the interface language is fixed to English). */
export const codeMessages: Record<CodeValue, string> = {
  [Code.SUCCESS]: 'success',
  [Code.BAD_REQUEST]: 'The request is not valid.',
  [Code.UNAUTHORIZED]: 'Please log in to continue.',
  [Code.FORBIDDEN]: 'You are not allowed to do this.',
  [Code.NOT_FOUND]: "Sorry,this page doesn't exist.",
  [Code.LOGIN_VERIFY]: 'Please verify your login.',
  [Code.SERVER_ERROR]: 'Something went wrong on our side. Please try again.',
  [Code.NOT_IMPLEMENTED]: 'This action is not available.',
  [Code.INVALID_APP_ID]: 'This game does not exist.',
  [Code.MISSING_FIELD]: 'A required field is missing or not valid.',
  [Code.SERVER_BUSY]: 'The server is busy. Retrying…',
  [Code.TOO_FREQUENT]: 'Too many requests. Retrying…',
  [Code.INVALID_SIGN]: 'The request signature is not valid. Please refresh the page.',
  [Code.TOKEN_INVALID]: 'Your session has expired. Please log in again.',
  [Code.EMAIL_ALREADY_BOUND]: 'The user has already bound an email address.',
  [Code.NOT_EXIST_ACCOUNT]: 'Mobile number does not exist!',
  [Code.EXIST_MOBILE]: 'Mobile number already exists!',
  [Code.INVALID_MOBILE]: 'Invalid mobile phone number.',
  [Code.WRONG_CODE]: 'Incorrect verification code',
  [Code.CODE_EXPIRED]: 'The verification code has expired.',
  [Code.CODE_OVER_LIMIT]: 'Verification limit reached!',
  [Code.INVALID_USER_INFO]: 'Invalid user information.',
  [Code.MOBILE_NOT_REGISTERED]: 'This phone number is not registered.',
  [Code.SEND_LIMIT]: 'Too many attempts!',
  [Code.RECORD_NOT_FOUND]: "Sorry,this page doesn't exist.",
  [Code.EXIST_EMAIL]: 'Email already exists!',
  [Code.WRONG_CAPTCHA]: "The characters in the picture don't match. Please try the new picture.",
  [Code.NOT_EXIST_EMAIL]: 'Email does not exist!',
  [Code.WRONG_CURRENT_PASSWORD]: 'Current Password is incorrect.',
  [Code.GIFT_CLAIM_FAILED]: 'Failed to claim',
  [Code.GIFT_NO_CODES_LEFT]: 'No codes left',
  [Code.GIFT_ALREADY_CLAIMED]: 'You have already claimed this gift.',
  [Code.GAME_MAINTENANCE]: 'This game is under maintenance. Please come back later.',
  [Code.GAME_CLOSED]: 'This game has been closed.',
  [Code.INVALID_QRCODE]: 'This QR code has expired. Please scan a new one.',
  [Code.GAME_SAVE_LIMIT]: 'This game cannot save more data.',
  [Code.TICKET_CLOSED]: 'This ticket is closed.',
  [Code.TICKET_NOT_ANSWERED]: 'You can rate this ticket once it has been answered.',
  [Code.BANNED]: 'Your account has been banned. Please write a support ticket.',
  [Code.ACCOUNT_FROZEN]: 'Your account is frozen. Please write a support ticket.',
  [Code.EMAIL_EXISTS_BIND]: 'Email already exists!',
  [Code.ACCOUNT_PASSWORD_ERROR]: 'Incorrect Account or password',
  [Code.LOGIN_LOCKED]: 'Too many failed sign-ins. Please try again later.',
  [Code.COMMON_PASSWORD]: 'This password is too common. Please choose another one.',
  [Code.WRONG_TOKEN_DATA]: 'Sorry. Wrong Token Data.',
  [Code.TOKEN_ALREADY_BOUND]: 'Sorry, this Token has already been bound.',
  [Code.DUPLICATE_BINDING]: 'Duplicate Binding. Please go to Personal to switch your account.',
  [Code.RATE_LIMITED]: 'Too many requests. Please wait a moment and try again.',
  [Code.STORAGE_QUOTA]: 'You have used all of your upload space.',
  [Code.ADMIN_LOGIN_REQUIRED]: 'Please sign in to the admin area.',
  [Code.ADMIN_DISABLED]: 'This admin account is disabled.',
  [Code.NOT_ADMIN]: 'This area is for the publisher team only; a player account cannot use it.',
  [Code.ADMIN_EMAIL_EXISTS]: 'An admin with this e-mail address already exists.',
  [Code.ZIP_INVALID]: 'This file is not a zip archive the portal can read.',
  [Code.ZIP_TOO_LARGE]: 'The zip is larger than 50 MB.',
  [Code.ZIP_UNPACKED_TOO_LARGE]: 'The files in the zip add up to more than 200 MB.',
  [Code.ZIP_TOO_MANY_FILES]: 'The zip holds more than 2000 files and folders.',
  [Code.ZIP_UNSAFE_PATH]:
    'The zip holds a path that could leave its folder (.., an absolute path, a backslash or a link).',
  [Code.ZIP_NO_INDEX]: 'The zip needs an index.html at its root or inside its one top folder.',
  [Code.ZIP_FILE_TYPE]: 'The zip holds a file of a type a game may not use.',
  [Code.GAME_NOT_READY]: 'Host the game and give it an icon and a banner before it goes on show.',
  [Code.ORDER_MISMATCH]: 'The new order must name every entry of the list once.',
  [Code.IMAGE_NOT_ACCEPTED]: 'Please upload a PNG, JPEG, GIF or WebP image.',
  [Code.IMAGE_TOO_LARGE]: 'The picture is too large.',
};

/** What the web does with a code above 300 before any screen sees it (spec section 8, global). */
export type GlobalAction =
  | { kind: 'relogin' }
  | { kind: 'banned' }
  | { kind: 'redirect'; to: string }
  | { kind: 'retry'; afterMs: number }
  | { kind: 'log' }
  | { kind: 'none' };

export const REQUEST_RETRY_MS = 1000;

export function globalActionFor(code: number): GlobalAction {
  switch (code) {
    case Code.UNAUTHORIZED:
    case Code.TOKEN_INVALID:
      return { kind: 'relogin' };
    case Code.BANNED:
      return { kind: 'banned' };
    case Code.NOT_FOUND:
      return { kind: 'redirect', to: '/server-error' };
    case Code.LOGIN_VERIFY:
      return { kind: 'redirect', to: '/login-verify' };
    case Code.SERVER_BUSY:
    case Code.TOO_FREQUENT:
      return { kind: 'retry', afterMs: REQUEST_RETRY_MS };
    case Code.INVALID_APP_ID:
    case Code.MISSING_FIELD:
    case Code.BAD_REQUEST:
    case Code.FORBIDDEN:
    case Code.SERVER_ERROR:
    case Code.NOT_IMPLEMENTED:
      return { kind: 'log' };
    default:
      return { kind: 'none' };
  }
}

export function messageFor(code: number): string {
  return (codeMessages as Record<number, string>)[code] ?? codeMessages[Code.SERVER_ERROR];
}
