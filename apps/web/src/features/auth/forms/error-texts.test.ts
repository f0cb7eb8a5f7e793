import { Code, CodeType, ValidationText } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { captchaOf } from './captcha-challenge';
import {
  errorText,
  isCodeFieldError,
  isPasswordFieldError,
  loginErrorOf,
  sendCodeErrorText,
  socialLoginErrorText,
} from './error-texts';

const refused = (code: number, msg = 'server text', data: unknown = null) =>
  new ApiError(code, msg, data);

describe('the texts of refused account calls (spec section 8)', () => {
  it('answers a login refusal under the password or the captcha', () => {
    expect(loginErrorOf(refused(Code.ACCOUNT_PASSWORD_ERROR))).toEqual({
      field: 'password',
      text: 'Incorrect Account or password',
    });
    expect(loginErrorOf(refused(Code.WRONG_CAPTCHA))).toEqual({
      field: 'graphCode',
      text: "The characters in the picture don't match. Please try the new picture.",
    });
    expect(loginErrorOf(refused(Code.BANNED, 'Banned.'))).toEqual({
      field: 'password',
      text: 'Banned.',
    });
    expect(loginErrorOf(refused(Code.BANNED, ''))).toEqual({
      field: 'password',
      text: 'Your account has been banned. Please write a support ticket.',
    });
    expect(loginErrorOf(refused(Code.SERVER_ERROR)).text).toBe('Incorrect Account or password');
    expect(
      loginErrorOf(refused(Code.MISSING_FIELD, ValidationText.userNameOrPasswordInvalid)).text,
    ).toBe('userName or password is invalid');
  });

  it('answers a lockout under the password, with the wait it names', () => {
    expect(loginErrorOf(refused(Code.LOGIN_LOCKED, 'x', { retryAfter: 300 }))).toEqual({
      field: 'password',
      text: 'Too many failed sign-ins. Please try again in 5 minutes.',
    });
    expect(loginErrorOf(refused(Code.LOGIN_LOCKED, 'x', { retryAfter: 61 })).text).toBe(
      'Too many failed sign-ins. Please try again in 2 minutes.',
    );
    expect(loginErrorOf(refused(Code.LOGIN_LOCKED, 'x', { retryAfter: 1 })).text).toBe(
      'Too many failed sign-ins. Please try again in 1 second.',
    );
    expect(loginErrorOf(refused(Code.LOGIN_LOCKED, 'x', null)).text).toBe(
      'Too many failed sign-ins. Please try again later.',
    );
  });

  it('puts a too common password under the password field', () => {
    expect(isPasswordFieldError(refused(Code.COMMON_PASSWORD))).toBe(true);
    expect(errorText(refused(Code.COMMON_PASSWORD))).toBe(
      'This password is too common. Please choose another one.',
    );
    expect(isPasswordFieldError(refused(Code.EXIST_EMAIL))).toBe(false);
    expect(isPasswordFieldError(new Error('x'))).toBe(false);
  });

  it("shows the server's own text of a rate limit or the upload quota, which says how long to wait", () => {
    const limited = refused(
      Code.RATE_LIMITED,
      'Too many sign-in attempts. Please try again in 3 minutes.',
    );
    expect(loginErrorOf(limited)).toEqual({ field: 'password', text: limited.message });
    expect(errorText(limited)).toBe(limited.message);
    expect(sendCodeErrorText(limited, CodeType.EMAIL_SIGN_UP)).toBe(limited.message);
    expect(socialLoginErrorText(limited)).toBe(limited.message);
    expect(socialLoginErrorText(refused(Code.SERVER_ERROR))).toBe('Login Failed');
    expect(errorText(refused(Code.STORAGE_QUOTA, 'Full.'))).toBe('Full.');
    expect(errorText(refused(Code.RATE_LIMITED, ''))).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('finds the new captcha in a refusal', () => {
    expect(captchaOf(refused(Code.ACCOUNT_PASSWORD_ERROR, 'x', { graphCode: 'img' }))).toBe('img');
    expect(captchaOf(refused(Code.ACCOUNT_PASSWORD_ERROR, 'x', {}))).toBeNull();
    expect(captchaOf(new Error('x'))).toBeNull();
  });

  it.each([
    [Code.SEND_LIMIT, CodeType.MOBILE_SIGN_UP, 'Too many attempts!'],
    [Code.NOT_EXIST_ACCOUNT, CodeType.MOBILE_RESET, 'Mobile number does not exist!'],
    [Code.NOT_EXIST_ACCOUNT, CodeType.EMAIL_RESET, 'Please enter a valid email address.'],
    [Code.INVALID_MOBILE, CodeType.BIND_MOBILE, 'Invalid mobile phone number.'],
    [Code.MOBILE_NOT_REGISTERED, CodeType.MOBILE_RESET, 'This phone number is not registered.'],
    [Code.EXIST_MOBILE, CodeType.MOBILE_SIGN_UP, 'Mobile number already exists!'],
    [Code.NOT_EXIST_EMAIL, CodeType.EMAIL_RESET, 'Email does not exist!'],
    [Code.EXIST_EMAIL, CodeType.EMAIL_SIGN_UP, 'Email already exists!'],
  ])('says why code %i could not be sent (type %i)', (code, type, text) => {
    expect(sendCodeErrorText(refused(code), type)).toBe(text);
  });

  it('places code refusals under the code field', () => {
    expect(
      [Code.WRONG_CODE, Code.CODE_EXPIRED, Code.CODE_OVER_LIMIT].map((c) =>
        isCodeFieldError(refused(c)),
      ),
    ).toEqual([true, true, true]);
    expect(isCodeFieldError(refused(Code.EXIST_EMAIL))).toBe(false);
    expect(errorText(refused(Code.WRONG_CURRENT_PASSWORD))).toBe('Current Password is incorrect.');
    expect(errorText(refused(4999, 'Something new'))).toBe('Something new');
    expect(errorText(new TypeError('offline'))).toBe(
      'Network error. Please check your connection.',
    );
  });
});
