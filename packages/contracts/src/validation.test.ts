import { describe, expect, it } from 'vitest';
import {
  checkAccountLogin,
  checkConfirmPassword,
  checkEmail,
  checkLoginPassword,
  checkMobile,
  checkNewPassword,
  checkNickname,
  checkPolicyAgreed,
  checkRequired,
  checkSmsCode,
  ValidationText,
} from './checks.js';
import { fullMobile } from './mobile-number.js';
import { normaliseGameSearch } from './search-text.js';
import { emailSchema, mobileSchema, newPasswordSchema } from './validation.js';

describe('e-mail', () => {
  it.each([
    'player@example.com',
    'first.last@example.co',
    'a-b_c.d@mail.example.org',
    'x1@sub-domain.example.games',
    'A@B.io',
  ])('accepts %s', (email) => expect(checkEmail(email)).toBeNull());

  it.each([
    ['', ValidationText.notEmpty],
    ['   ', ValidationText.notEmpty],
    ['plainaddress', ValidationText.errorEmail],
    ['a..b@example.com', ValidationText.errorEmail],
    ['.a@example.com', ValidationText.errorEmail],
    ['a.@example.com', ValidationText.errorEmail],
    ['a@example', ValidationText.errorEmail],
    ['a@example.c', ValidationText.errorEmail],
    ['a@example.toolong', ValidationText.errorEmail],
    ['a b@example.com', ValidationText.errorEmail],
    ['a+tag@example.com', ValidationText.errorEmail],
    ['a@-example.com', ValidationText.errorEmail],
  ])('refuses %j with %s', (email, text) => expect(checkEmail(email)).toBe(text));

  it('takes top-level labels of exactly 2 and 5 characters', () => {
    expect(checkEmail('a@example.io')).toBeNull();
    expect(checkEmail('a@example.games')).toBeNull();
  });

  it('trims in the schema', () => {
    expect(emailSchema.parse('  a@example.com ')).toBe('a@example.com');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(ValidationText.errorEmail);
  });
});

describe('mobile', () => {
  it('accepts 1 to 15 digits, trimmed', () => {
    expect(checkMobile('1')).toBeNull();
    expect(checkMobile('123456789012345')).toBeNull();
    expect(checkMobile(' 2025550123 ')).toBeNull();
    expect(mobileSchema.parse(' 2025550123 ')).toBe('2025550123');
  });

  it.each([
    ['', ValidationText.notEmpty],
    ['1234567890123456', ValidationText.correctMobile],
    ['202-555-0123', ValidationText.correctMobile],
    ['+12025550123', ValidationText.correctMobile],
    ['12a4', ValidationText.correctMobile],
    ['١٢٣', ValidationText.correctMobile],
  ])('refuses %j', (mobile, text) => expect(checkMobile(mobile)).toBe(text));

  it('submits the dial code followed by the number', () => {
    expect(fullMobile('+1', ' 2025550123 ')).toBe('12025550123');
    expect(fullMobile('44', '7700900123')).toBe('447700900123');
  });
});

describe('passwords', () => {
  it('needs only a value at login', () => {
    expect(checkLoginPassword('')).toBe(ValidationText.notEmpty);
    expect(checkLoginPassword('x')).toBeNull();
  });

  it('takes 6 to 20 printable ASCII characters without space for new passwords', () => {
    expect(checkNewPassword('abc123')).toBeNull();
    expect(checkNewPassword('!"#$%&\'()*+,-./:;<=>')).toBeNull();
    expect(checkNewPassword('a'.repeat(20))).toBeNull();
    expect(checkNewPassword('~~~~~~')).toBeNull();
  });

  it.each([
    ['', ValidationText.notEmpty],
    ['abc12', ValidationText.passLength],
    ['a'.repeat(21), ValidationText.passLength],
    ['abc 123', ValidationText.passLength],
    ['pässwörd', ValidationText.passLength],
    ['abc\t123', ValidationText.passLength],
  ])('refuses %j', (password, text) => {
    expect(checkNewPassword(password)).toBe(text);
    expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(text);
  });

  it('confirms the password', () => {
    expect(checkConfirmPassword('abc123', '')).toBe(ValidationText.notEmpty);
    expect(checkConfirmPassword('abc123', 'abc124')).toBe(ValidationText.notMatchPass);
    expect(checkConfirmPassword('abc123', 'abc123')).toBeNull();
  });
});

describe('codes and agreements', () => {
  it('takes exactly 6 digits for an SMS code', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('')).toBe(ValidationText.notEmpty);
    expect(checkSmsCode('12345')).toBe(ValidationText.msgCodeLength);
    expect(checkSmsCode('1234567')).toBe(ValidationText.msgCodeLength);
    expect(checkSmsCode('12345a')).toBe(ValidationText.msgCodeLength);
  });

  it('needs only a value for e-mail codes and the captcha', () => {
    expect(checkRequired('')).toBe(ValidationText.notEmpty);
    expect(checkRequired('ab')).toBeNull();
  });

  it('needs the policy box checked', () => {
    expect(checkPolicyAgreed(false)).toBe(ValidationText.mustAgreePolicy);
    expect(checkPolicyAgreed(true)).toBeNull();
  });

  it('needs both account fields at login', () => {
    expect(checkAccountLogin('', 'x')).toBe(ValidationText.userNameOrPasswordInvalid);
    expect(checkAccountLogin('a', '')).toBe(ValidationText.userNameOrPasswordInvalid);
    expect(checkAccountLogin('a', 'x')).toBeNull();
  });
});

describe('nickname', () => {
  it('takes 1 to 22 letters or numbers', () => {
    expect(checkNickname('Player1')).toBeNull();
    expect(checkNickname('Ünïcødé')).toBeNull();
    expect(checkNickname('a'.repeat(22))).toBeNull();
  });

  it('refuses empty, long or punctuated names', () => {
    expect(checkNickname('  ')).toBe(ValidationText.nicknameEmpty);
    expect(checkNickname('a'.repeat(23))).toBe(ValidationText.nicknameInvalid);
    expect(checkNickname('<b>hi</b>')).toBe(ValidationText.nicknameInvalid);
  });
});

describe('game search', () => {
  it('trims and removes single quotes', () => {
    expect(normaliseGameSearch("  dragon's  ")).toBe('dragons');
    expect(normaliseGameSearch("'")).toBeNull();
    expect(normaliseGameSearch('   ')).toBeNull();
    expect(normaliseGameSearch('')).toBeNull();
  });
});

describe('texts', () => {
  it('keeps the texts of the specification', () => {
    expect(ValidationText.notEmpty).toBe('This field is required.');
    expect(ValidationText.notMatchPass).toBe('Fields do not match');
    expect(ValidationText.mustAgreePolicy).toBe('Please accept to continue.');
    expect(ValidationText.errorEmail).toBe('Please enter a valid email address.');
    expect(ValidationText.correctMobile).toBe('Please enter a valid phone number.');
    expect(ValidationText.msgCodeLength).toBe('Please enter the correct verification code.');
    expect(ValidationText.avatarTooLarge).toBe("You can't upload more than 5M, please reupload");
  });
});
