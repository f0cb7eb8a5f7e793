import {
  Code,
  codeMessages,
  CodeType,
  loginLockedSchema,
  loginLockedText,
  ValidationText,
  type CodeTypeValue,
} from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

const NETWORK_TEXT = 'Network error. Please check your connection.';

/** Refusals whose own text says more than the catalogue's: a rate limit tells how long to wait. */
const OWN_TEXT_CODES: ReadonlySet<number> = new Set([Code.RATE_LIMITED, Code.STORAGE_QUOTA]);

/** The catalogue's text for a known code, else what the server or the network said. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return NETWORK_TEXT;
  if (OWN_TEXT_CODES.has(error.code) && error.message) return error.message;
  return (codeMessages as Record<number, string>)[error.code] ?? error.message;
}

const SOCIAL_LOGIN_FAILED = 'Login Failed';

/** The toast of a guest or social login that did not go through. */
export const socialLoginErrorText = (error: unknown): string =>
  error instanceof ApiError && error.code === Code.RATE_LIMITED
    ? errorText(error)
    : SOCIAL_LOGIN_FAILED;

/** Where a refused e-mail or mobile login says why (spec section 8, "Login"). */
export function loginErrorOf(error: unknown): { field: 'password' | 'graphCode'; text: string } {
  if (!(error instanceof ApiError) || error.code === 0) {
    return { field: 'password', text: NETWORK_TEXT };
  }
  switch (error.code) {
    case Code.WRONG_CAPTCHA:
      return { field: 'graphCode', text: codeMessages[Code.WRONG_CAPTCHA] };
    case Code.LOGIN_LOCKED: {
      const wait = loginLockedSchema.safeParse(error.data).data?.retryAfter;
      return {
        field: 'password',
        text: wait === undefined ? codeMessages[Code.LOGIN_LOCKED] : loginLockedText(wait),
      };
    }
    case Code.BANNED:
      return { field: 'password', text: error.message || codeMessages[Code.BANNED] };
    case Code.MISSING_FIELD:
      return { field: 'password', text: error.message };
    case Code.RATE_LIMITED:
      return { field: 'password', text: errorText(error) };
    default:
      return { field: 'password', text: codeMessages[Code.ACCOUNT_PASSWORD_ERROR] };
  }
}

/** Why a code could not be sent; 4030 reads "correct mail" for an e-mail reset. */
export function sendCodeErrorText(error: unknown, type: CodeTypeValue): string {
  if (
    error instanceof ApiError &&
    error.code === Code.NOT_EXIST_ACCOUNT &&
    type === CodeType.EMAIL_RESET
  ) {
    return ValidationText.errorEmail;
  }
  return errorText(error);
}

const CODE_FIELD_CODES: ReadonlySet<number> = new Set([
  Code.WRONG_CODE,
  Code.CODE_EXPIRED,
  Code.CODE_OVER_LIMIT,
]);

/** Whether a refusal is about the verification code (shown under it) or about the account. */
export const isCodeFieldError = (error: unknown): boolean =>
  error instanceof ApiError && CODE_FIELD_CODES.has(error.code);

/** Whether a refusal is about the new password (shown under it): a too common one. */
export const isPasswordFieldError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === Code.COMMON_PASSWORD;

/** The field of a sign-up or bind form a refusal is shown under. */
export const accountFormFieldOf = (error: unknown): 'verCode' | 'password' | 'account' =>
  isCodeFieldError(error) ? 'verCode' : isPasswordFieldError(error) ? 'password' : 'account';
