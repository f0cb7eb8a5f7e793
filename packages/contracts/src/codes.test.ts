import { describe, expect, it } from 'vitest';
import { Code, codeMessages, globalActionFor, messageFor } from './codes.js';

describe('the global catalogue', () => {
  it.each([
    [401, { kind: 'relogin' }],
    [4017, { kind: 'relogin' }],
    [4080, { kind: 'banned' }],
    [404, { kind: 'redirect', to: '/server-error' }],
    [412, { kind: 'redirect', to: '/login-verify' }],
    [4012, { kind: 'retry', afterMs: 1000 }],
    [4013, { kind: 'retry', afterMs: 1000 }],
    [4010, { kind: 'log' }],
    [4011, { kind: 'log' }],
    [400, { kind: 'log' }],
    [403, { kind: 'log' }],
    [500, { kind: 'log' }],
    [501, { kind: 'log' }],
    [4105, { kind: 'none' }],
    [200, { kind: 'none' }],
  ])('code %i -> %o', (code, action) => expect(globalActionFor(code)).toEqual(action));
});

describe('messages', () => {
  it('has a message for every code', () => {
    for (const code of Object.values(Code)) expect(codeMessages[code]).toBeTruthy();
  });

  it('keeps the spec texts', () => {
    expect(messageFor(Code.ACCOUNT_PASSWORD_ERROR)).toBe('Incorrect Account or password');
    expect(messageFor(Code.WRONG_CODE)).toBe('Incorrect verification code');
    expect(messageFor(Code.EXIST_EMAIL)).toBe('Email already exists!');
    expect(messageFor(Code.EXIST_MOBILE)).toBe('Mobile number already exists!');
    expect(messageFor(Code.SEND_LIMIT)).toBe('Too many attempts!');
    expect(messageFor(Code.CODE_OVER_LIMIT)).toBe('Verification limit reached!');
    expect(messageFor(Code.WRONG_CURRENT_PASSWORD)).toBe('Current Password is incorrect.');
    expect(messageFor(Code.NOT_EXIST_EMAIL)).toBe('Email does not exist!');
    expect(messageFor(Code.EMAIL_ALREADY_BOUND)).toBe(
      'The user has already bound an email address.',
    );
    expect(messageFor(Code.INVALID_MOBILE)).toBe('Invalid mobile phone number.');
    expect(messageFor(Code.CODE_EXPIRED)).toBe('The verification code has expired.');
    expect(messageFor(Code.INVALID_USER_INFO)).toBe('Invalid user information.');
    expect(messageFor(Code.GIFT_CLAIM_FAILED)).toBe('Failed to claim');
    expect(messageFor(Code.GIFT_NO_CODES_LEFT)).toBe('No codes left');
    expect(messageFor(Code.NOT_FOUND)).toBe("Sorry,this page doesn't exist.");
  });

  it('keeps the social-binding texts of the spec, under codes of our own', () => {
    expect(Code.WRONG_TOKEN_DATA).toBe(4108);
    expect(Code.TOKEN_ALREADY_BOUND).toBe(4109);
    expect(Code.DUPLICATE_BINDING).toBe(4110);
    expect(messageFor(4108)).toBe('Sorry. Wrong Token Data.');
    expect(messageFor(4109)).toBe('Sorry, this Token has already been bound.');
    expect(messageFor(4110)).toBe(
      'Duplicate Binding. Please go to Personal to switch your account.',
    );
    for (const code of [4108, 4109, 4110]) expect(globalActionFor(code)).toEqual({ kind: 'none' });
  });

  it('words a wrong picture captcha about the picture, not the SMS or e-mail code', () => {
    expect(messageFor(Code.WRONG_CAPTCHA)).toBe(
      "The characters in the picture don't match. Please try the new picture.",
    );
    expect(messageFor(Code.WRONG_CAPTCHA)).not.toBe(messageFor(Code.WRONG_CODE));
  });

  it('falls back to the server-error text for an unknown code', () => {
    expect(messageFor(9999)).toBe(codeMessages[Code.SERVER_ERROR]);
  });
});
