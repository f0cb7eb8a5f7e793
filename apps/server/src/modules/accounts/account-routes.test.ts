import {
  Code,
  CodeType,
  endpoints,
  sessionSchema,
  userSchema,
  type Session,
  type User,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFor,
  createAccount,
  guestLogin,
  login,
  md5,
  profile,
  setCookies,
  tokensOf,
  uniqueClientId,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { verificationCodes } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = <T = unknown>(path: string, payload: Record<string, string>, session?: Session) =>
  t.call<T>({
    method: 'POST',
    url: path,
    payload: { ...payload, ...(session ? tokensOf(session) : {}) },
  });

const register = (
  registerType: 0 | 1,
  userName: string,
  verCode: string,
  password = 'quiet-fox-1',
) =>
  post<Session | null>(endpoints.register.path, {
    registerType: String(registerType),
    userName,
    password: md5(password),
    verCode,
  });

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/user/register', () => {
  it('signs up with an e-mail and its sign-up code, then signs in', async () => {
    const email = uniqueEmail('new.player');
    const code = await codeFor(t, CodeType.EMAIL_SIGN_UP, { email });
    const res = await register(0, email.toUpperCase(), code);
    expect(res.body.code).toBe(200);
    expect(sessionSchema.parse(res.body.data)).toMatchObject({
      email,
      mobile: '',
      nickname: expect.stringMatching(/^newplayer\d+$/),
      source: 0,
      userFlag: true,
      platform: 'EMAIL',
    });
    expect(setCookies(res.headers).has('h5Token')).toBe(true);
    expect((await login(t, email, 'quiet-fox-1')).body.code).toBe(200);
  });

  it('signs up with a mobile number and its sign-up code', async () => {
    const mobile = uniqueMobile();
    const code = await codeFor(t, CodeType.MOBILE_SIGN_UP, { mobile });
    const res = await register(1, mobile, code);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      mobile,
      email: '',
      nickname: `Player${mobile.slice(-4)}`,
      platform: 'MOBILE',
      userFlag: true,
    });
    expect((await login(t, mobile, 'quiet-fox-1', { loginType: 1 })).body.code).toBe(200);
  });

  it('answers 4054 for a taken e-mail and 4031 for a taken mobile', async () => {
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    await createAccount(t, { email, password: 'quiet-fox-1' });
    await createAccount(t, { mobile, password: 'quiet-fox-1' });
    expect((await register(0, email, '123456')).body).toEqual({
      code: Code.EXIST_EMAIL,
      msg: 'Email already exists!',
      data: null,
    });
    expect((await register(1, mobile, '123456')).body).toEqual({
      code: Code.EXIST_MOBILE,
      msg: 'Mobile number already exists!',
      data: null,
    });
  });

  it('answers 4033 for a wrong code, and the same code does not work twice', async () => {
    const email = uniqueEmail();
    const code = await codeFor(t, CodeType.EMAIL_SIGN_UP, { email });
    expect((await register(0, email, wrongFor(code))).body).toMatchObject({
      code: Code.WRONG_CODE,
      msg: 'Incorrect verification code',
    });
    expect((await register(0, email, code)).body.code).toBe(200);
    const mobile = uniqueMobile();
    const mobileCode = await codeFor(t, CodeType.MOBILE_SIGN_UP, { mobile });
    // A code for another purpose or address is worth nothing here.
    expect((await register(0, uniqueEmail(), code)).body.code).toBe(Code.WRONG_CODE);
    expect((await register(1, mobile, mobileCode)).body.code).toBe(200);
  });

  it('answers 4035 once the code had 5 wrong tries, even with the right code', async () => {
    const mobile = uniqueMobile();
    const code = await codeFor(t, CodeType.MOBILE_SIGN_UP, { mobile });
    for (let i = 0; i < 5; i += 1) {
      expect((await register(1, mobile, wrongFor(code))).body.code).toBe(Code.WRONG_CODE);
    }
    expect((await register(1, mobile, code)).body).toMatchObject({
      code: Code.CODE_OVER_LIMIT,
      msg: 'Verification limit reached!',
    });
  });

  it('answers 4034 for an expired code', async () => {
    const email = uniqueEmail();
    const code = await codeFor(t, CodeType.EMAIL_SIGN_UP, { email });
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, email));
    expect((await register(0, email, code)).body).toMatchObject({
      code: Code.CODE_EXPIRED,
      msg: 'The verification code has expired.',
    });
  });

  it('refuses an address that is not one: 4037 for an e-mail, 4032 for a mobile', async () => {
    expect((await register(0, 'not-an-email', '123456')).body).toEqual({
      code: Code.INVALID_USER_INFO,
      msg: 'Invalid email address.',
      data: null,
    });
    expect((await register(1, '12ab', '123456')).body).toEqual({
      code: Code.INVALID_MOBILE,
      msg: 'Invalid mobile phone number.',
      data: null,
    });
  });
});

describe('forgot password: POST /api/user/password/verify and /reset', () => {
  it('resets by e-mail: the code checks, then sets the password and ends every session', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'quiet-fox-1' });
    const before = (await login(t, email, 'quiet-fox-1')).body.data as Session;
    const code = await codeFor(t, CodeType.EMAIL_RESET, { email });

    expect(
      (await post(endpoints.passwordVerify.path, { email, verCode: wrongFor(code) })).body.code,
    ).toBe(Code.WRONG_CODE);
    expect((await post(endpoints.passwordVerify.path, { email, verCode: code })).body).toEqual({
      code: 200,
      msg: 'success',
      data: {},
    });
    const reset = await post(endpoints.passwordReset.path, {
      email,
      verCode: code,
      password: md5('quiet-fox-2'),
    });
    expect(reset.body.code).toBe(200);
    expect((await profile(t, before)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await login(t, email, 'quiet-fox-1')).body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    expect((await login(t, email, 'quiet-fox-2')).body.code).toBe(200);
    const again = await post(endpoints.passwordReset.path, {
      email,
      verCode: code,
      password: md5('quiet-fox-3'),
    });
    expect(again.body.code).toBe(Code.WRONG_CODE);
  });

  it('resets by mobile with a mobile reset code', async () => {
    const mobile = uniqueMobile();
    await createAccount(t, { mobile, password: 'quiet-fox-1' });
    const code = await codeFor(t, CodeType.MOBILE_RESET, { mobile });
    expect((await post(endpoints.passwordVerify.path, { mobile, verCode: code })).body.code).toBe(
      200,
    );
    const reset = await post(endpoints.passwordReset.path, {
      mobile,
      verCode: code,
      password: md5('quiet-fox-2'),
    });
    expect(reset.body.code).toBe(200);
    expect((await login(t, mobile, 'quiet-fox-2', { loginType: 1 })).body.code).toBe(200);
  });

  it('answers 4056 for an unknown e-mail and 4038 for an unknown mobile', async () => {
    expect(
      (await post(endpoints.passwordVerify.path, { email: uniqueEmail(), verCode: '123456' })).body,
    ).toEqual({
      code: Code.NOT_EXIST_EMAIL,
      msg: 'Email does not exist!',
      data: null,
    });
    const unknownMobile = { mobile: uniqueMobile(), verCode: '123456' };
    expect((await post(endpoints.passwordVerify.path, unknownMobile)).body.code).toBe(
      Code.MOBILE_NOT_REGISTERED,
    );
    const reset = await post(endpoints.passwordReset.path, {
      ...unknownMobile,
      password: md5('x1y2z3-w'),
    });
    expect(reset.body.code).toBe(Code.MOBILE_NOT_REGISTERED);
  });

  it('answers 4011 when neither an e-mail nor a mobile is given', async () => {
    const res = await post(endpoints.passwordVerify.path, { verCode: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.MISSING_FIELD);
  });
});

describe('POST /api/user/password/revise', () => {
  const revise = (session: Session, oriPassword: string, newPassword: string) =>
    post<Session | null>(
      endpoints.passwordRevise.path,
      { oriPassword: md5(oriPassword), newPassword: md5(newPassword) },
      session,
    );

  it('changes the password: every old session ends, this device gets a new one', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'quiet-fox-1' });
    const here = (await login(t, email, 'quiet-fox-1')).body.data as Session;
    const elsewhere = (await login(t, email, 'quiet-fox-1')).body.data as Session;
    const res = await revise(here, 'quiet-fox-1', 'quiet-fox-2');
    expect(res.body.code).toBe(200);
    const fresh = sessionSchema.parse(res.body.data);
    expect(fresh.platform).toBe('EMAIL');
    expect(setCookies(res.headers).get('h5Token')).toContain(fresh.h5Token);
    expect((await profile(t, here)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await profile(t, elsewhere)).body.code).toBe(Code.TOKEN_INVALID);
    expect((await profile(t, fresh)).body.code).toBe(200);
    expect((await login(t, email, 'quiet-fox-2')).body.code).toBe(200);
  });

  it('answers 4058 for a wrong current password', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'quiet-fox-1' });
    const session = (await login(t, email, 'quiet-fox-1')).body.data as Session;
    expect((await revise(session, 'secret9', 'quiet-fox-2')).body).toEqual({
      code: Code.WRONG_CURRENT_PASSWORD,
      msg: 'Current Password is incorrect.',
      data: null,
    });
    expect((await profile(t, session)).body.code).toBe(200);
  });

  it('answers 4037 for a guest, who has no password to change, and 401 without a session', async () => {
    const guest = await guestLogin(t);
    expect((await revise(guest, 'quiet-fox-1', 'quiet-fox-2')).body.code).toBe(
      Code.INVALID_USER_INFO,
    );
    const anonymous = await post(endpoints.passwordRevise.path, {
      oriPassword: md5('a'),
      newPassword: md5('b'),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('POST /api/user/account/bind/v2', () => {
  const bind = (session: Session, bindTpye: 0 | 1, userName: string, verCode: string) =>
    post<User | null>(
      endpoints.bindAccount.path,
      {
        bindTpye: String(bindTpye),
        userName,
        verCode,
        useVerCode: '1',
        password: md5('quiet-fox-1'),
        platform: session.platform,
      },
      session,
    );

  it('binds a guest to a mobile number with a password', async () => {
    const clientId = uniqueClientId();
    const guest = await guestLogin(t, clientId);
    const mobile = uniqueMobile();
    const code = await codeFor(t, CodeType.BIND_MOBILE, { mobile });
    const res = await bind(guest, 1, mobile, code);
    expect(res.body.code).toBe(200);
    expect(userSchema.parse(res.body.data)).toMatchObject({
      userId: guest.userId,
      mobile,
      userFlag: true,
      source: 0,
      // No longer "Guest": the name a sign-up with that number gets.
      nickname: `Player${mobile.slice(-4)}`,
    });
    expect((await profile(t, guest)).body.data).toMatchObject({ userFlag: true, mobile });
    const byMobile = await login(t, mobile, 'quiet-fox-1', { loginType: 1 });
    expect(byMobile.body.data).toMatchObject({ userId: guest.userId });
    // The bound account now opens only with its password; the device starts a new guest.
    expect((await guestLogin(t, clientId)).userId).not.toBe(guest.userId);
  });

  it('binds a guest to an e-mail; a second e-mail answers 4018', async () => {
    const guest = await guestLogin(t);
    const email = uniqueEmail();
    const res = await bind(guest, 0, email, await codeFor(t, CodeType.BIND_EMAIL, { email }));
    expect(res.body.data).toMatchObject({
      email,
      userFlag: true,
      source: 0,
      nickname: email.split('@')[0]?.replace('.', ''),
    });
    const second = uniqueEmail();
    expect((await bind(guest, 0, second, '123456')).body).toEqual({
      code: Code.EMAIL_ALREADY_BOUND,
      msg: 'The user has already bound an email address.',
      data: null,
    });
    // A bound account changes its password elsewhere; binding a mobile cannot replace it.
    expect((await bind(guest, 1, uniqueMobile(), '123456')).body.code).toBe(Code.INVALID_USER_INFO);
  });

  it('answers 4104 for a taken e-mail and 4031 for a taken mobile', async () => {
    const guest = await guestLogin(t);
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    await createAccount(t, { email, password: 'quiet-fox-1' });
    await createAccount(t, { mobile, password: 'quiet-fox-1' });
    expect((await bind(guest, 0, email, '123456')).body).toEqual({
      code: Code.EMAIL_EXISTS_BIND,
      msg: 'Email already exists!',
      data: null,
    });
    expect((await bind(guest, 1, mobile, '123456')).body).toEqual({
      code: Code.EXIST_MOBILE,
      msg: 'Mobile number already exists!',
      data: null,
    });
  });

  it('answers 4032 for an invalid mobile and 4037 for an invalid e-mail', async () => {
    const guest = await guestLogin(t);
    expect((await bind(guest, 1, '12-ab', '123456')).body.code).toBe(Code.INVALID_MOBILE);
    expect((await bind(guest, 0, 'nobody@', '123456')).body).toMatchObject({
      code: Code.INVALID_USER_INFO,
      msg: 'Invalid email address.',
    });
  });

  it('answers 4033, 4034 and 4035 for a wrong, expired or exhausted code', async () => {
    const guest = await guestLogin(t);
    const mobile = uniqueMobile();
    const code = await codeFor(t, CodeType.BIND_MOBILE, { mobile });
    expect((await bind(guest, 1, mobile, wrongFor(code))).body.code).toBe(Code.WRONG_CODE);
    for (let i = 0; i < 4; i += 1) await bind(guest, 1, mobile, wrongFor(code));
    expect((await bind(guest, 1, mobile, code)).body.code).toBe(Code.CODE_OVER_LIMIT);

    const other = uniqueMobile();
    const otherCode = await codeFor(t, CodeType.BIND_MOBILE, { mobile: other });
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(verificationCodes.target, other),
          eq(verificationCodes.purpose, CodeType.BIND_MOBILE),
        ),
      );
    expect((await bind(guest, 1, other, otherCode)).body.code).toBe(Code.CODE_EXPIRED);
  });

  it('refuses a code sent for another purpose: codes are bound to their purpose', async () => {
    const mobile = uniqueMobile();
    const signUpCode = await codeFor(t, CodeType.MOBILE_SIGN_UP, { mobile });
    const guest = await guestLogin(t);
    expect((await bind(guest, 1, mobile, signUpCode)).body.code).toBe(Code.WRONG_CODE);
  });

  it('answers 4017 with a token that has ended', async () => {
    const guest = await guestLogin(t);
    await t.call({ method: 'GET', url: endpoints.logout.path, query: tokensOf(guest) });
    expect((await bind(guest, 1, uniqueMobile(), '123456')).body.code).toBe(Code.TOKEN_INVALID);
  });
});

describe('common passwords', () => {
  const common = ['123456', '', 'password', 'iloveyou'];

  it('refuses them at sign-up with 4107, leaving the code for another password', async () => {
    const email = uniqueEmail();
    const code = await codeFor(t, CodeType.EMAIL_SIGN_UP, { email });
    for (const password of common) {
      expect((await register(0, email, code, password)).body).toEqual({
        code: Code.COMMON_PASSWORD,
        msg: 'This password is too common. Please choose another one.',
        data: null,
      });
    }
    expect((await register(0, email, code)).body.code).toBe(200);
  });

  it('refuses them at reset, change and bind with 4107', async () => {
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'quiet-fox-1' });
    const resetCode = await codeFor(t, CodeType.EMAIL_RESET, { email });
    const session = (await login(t, email, 'quiet-fox-1')).body.data as Session;
    const guest = await guestLogin(t);
    const bindEmail = uniqueEmail();
    const bindCode = await codeFor(t, CodeType.BIND_EMAIL, { email: bindEmail });
    for (const password of common) {
      const answers = await Promise.all([
        post(endpoints.passwordReset.path, { email, verCode: resetCode, password: md5(password) }),
        post(
          endpoints.passwordRevise.path,
          { oriPassword: md5('quiet-fox-1'), newPassword: md5(password) },
          session,
        ),
        post(
          endpoints.bindAccount.path,
          {
            bindTpye: '0',
            userName: bindEmail,
            verCode: bindCode,
            useVerCode: '1',
            password: md5(password),
            platform: guest.platform,
          },
          guest,
        ),
      ]);
      expect(answers.map((answer) => answer.body.code)).toEqual(
        Array(3).fill(Code.COMMON_PASSWORD),
      );
    }
    // Nothing changed: the old password still signs in and the codes are still good.
    expect((await login(t, email, 'quiet-fox-1')).body.code).toBe(200);
    expect(
      (
        await post(endpoints.passwordReset.path, {
          email,
          verCode: resetCode,
          password: md5('quiet-fox-2'),
        })
      ).body.code,
    ).toBe(200);
  });
});
