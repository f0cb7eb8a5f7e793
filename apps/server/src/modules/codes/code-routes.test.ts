import { Code, CodeType, endpoints, type CodeTypeValue } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testRedisUrl } from '../../../test/test-redis.js';
import { outbox, users, verificationCodes } from '../../db/schema.js';
import {
  MAX_SENDS_PER_IP_PER_HOUR,
  MAX_SENDS_PER_TARGET_PER_HOUR,
  MAX_WRONG_TRIES,
  sendLimitKeys,
} from './code-service.js';

const counterKinds = testRedisUrl() ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(counterKinds)('verification code endpoints (counters in %s)', (counters) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, counters });
    await t.database.db.insert(users).values([
      { email: 'taken@example.com', source: 0 },
      { mobile: '15550001111', source: 0 },
    ]);
  });
  afterAll(() => t.close());

  let seq = 0;
  let email: string;
  let mobile: string;
  let ip: string;
  beforeEach(() => {
    seq += 1;
    email = `new${seq}@example.com`;
    mobile = `4477009${String(seq).padStart(5, '0')}`;
    ip = `10.20.${seq}.1`;
  });

  const sendCode = (query: { type: CodeTypeValue; email?: string; mobile?: string }, fromIp = ip) =>
    t.call<{ resendAfterSeconds: number } | null>({
      method: 'GET',
      url: endpoints.sendCode.path,
      query: { clientId: 'web-client-0001', ...query, type: String(query.type) },
      remoteAddress: fromIp,
    });

  const verifyEmail = (type: CodeTypeValue, address: string, verCode: string) =>
    t.call({
      method: 'GET',
      url: endpoints.verifyEmailCode.path,
      query: { type: String(type), email: address, verCode },
    });

  /** The code as the player reads it: from the development outbox. */
  const lastCodeTo = async (recipient: string): Promise<string> => {
    const [row] = await t.database.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /code is (\d{6})\./.exec(row?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was sent to ${recipient}`);
    return code;
  };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  /** Lets the next send to the target through without waiting 60 s. */
  const skipResendGap = (target: string) => t.app.counters.reset(sendLimitKeys(target, ip).gap);

  describe('GET /api/user/client/captcha/get/v2', () => {
    it.each([
      [CodeType.EMAIL_SIGN_UP, 'email'],
      [CodeType.EMAIL_RESET, 'email'],
      [CodeType.BIND_EMAIL, 'email'],
      [CodeType.BIND_MOBILE, 'mobile'],
      [CodeType.MOBILE_RESET, 'mobile'],
      [CodeType.MOBILE_SIGN_UP, 'mobile'],
    ] as const)('type %i without %s answers 4011', async (type, field) => {
      const other = field === 'email' ? { mobile: '15550001111' } : { email: 'taken@example.com' };
      const { status, body } = await sendCode({ type, ...other });
      expect(status).toBe(400);
      expect(body.code).toBe(Code.MISSING_FIELD);
      expect(body.msg).toBe(`${field}: This field is required.`);
    });

    it('refuses an unknown type and a malformed address with 4011', async () => {
      expect((await sendCode({ type: 7 as CodeTypeValue, email })).body.code).toBe(
        Code.MISSING_FIELD,
      );
      expect((await sendCode({ type: CodeType.EMAIL_SIGN_UP, email: 'nope' })).body.code).toBe(
        Code.MISSING_FIELD,
      );
      expect((await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile: '+1 555' })).body.code).toBe(
        Code.MISSING_FIELD,
      );
    });

    it.each([
      ['e-mail sign-up to a known address', CodeType.EMAIL_SIGN_UP, 'Taken@Example.com', 4054],
      ['e-mail reset to an unknown address', CodeType.EMAIL_RESET, 'nobody@example.com', 4056],
      ['e-mail bind to a known address', CodeType.BIND_EMAIL, 'taken@example.com', 4054],
      ['mobile bind to a known number', CodeType.BIND_MOBILE, '15550001111', 4031],
      ['mobile reset to an unknown number', CodeType.MOBILE_RESET, '15559999999', 4038],
      ['mobile sign-up to a known number', CodeType.MOBILE_SIGN_UP, '15550001111', 4031],
    ] as const)('refuses %s with %i', async (_case, type, target, expected) => {
      const field = type <= CodeType.BIND_EMAIL ? 'email' : 'mobile';
      const { status, body } = await sendCode({ type, [field]: target });
      expect(status).toBe(200);
      expect(body.code).toBe(expected);
      expect(body.data).toBeNull();
    });

    it.each([
      ['e-mail sign-up to a new address', CodeType.EMAIL_SIGN_UP, (): string => email],
      ['e-mail reset to a known address', CodeType.EMAIL_RESET, (): string => 'taken@example.com'],
      ['e-mail bind to a new address', CodeType.BIND_EMAIL, (): string => email],
      ['mobile bind to a new number', CodeType.BIND_MOBILE, (): string => mobile],
      ['mobile reset to a known number', CodeType.MOBILE_RESET, (): string => '15550001111'],
      ['mobile sign-up to a new number', CodeType.MOBILE_SIGN_UP, (): string => mobile],
    ] as const)('sends a code for %s', async (_case, type, target) => {
      const field = type <= CodeType.BIND_EMAIL ? 'email' : 'mobile';
      await t.app.counters.reset(sendLimitKeys(target(), ip).gap);
      const { status, body } = await sendCode({ type, [field]: target() });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 200, msg: 'success', data: { resendAfterSeconds: 60 } });
      expect(await lastCodeTo(target())).toMatch(/^\d{6}$/);
    });

    it('stores e-mail targets lower-cased', async () => {
      const { body } = await sendCode({ type: CodeType.EMAIL_SIGN_UP, email: email.toUpperCase() });
      expect(body.code).toBe(Code.SUCCESS);
      const rows = await t.database.db
        .select({ target: verificationCodes.target })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, email));
      expect(rows).toHaveLength(1);
      expect(await lastCodeTo(email)).toMatch(/^\d{6}$/);
    });

    it('answers 4039 to a second send within 60 s, and sends again once the wait is over', async () => {
      expect((await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile })).body.code).toBe(200);
      const again = await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile }, '10.99.0.1');
      expect(again.body).toEqual({ code: Code.SEND_LIMIT, msg: 'Too many attempts!', data: null });
      await skipResendGap(mobile);
      expect((await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile })).body.code).toBe(200);
    });

    it('counts a number written with a leading zero, or 00, as the same number', async () => {
      expect((await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile })).body.code).toBe(200);
      for (const written of [`0${mobile}`, `00${mobile}`]) {
        const again = await sendCode(
          { type: CodeType.MOBILE_SIGN_UP, mobile: written },
          '10.98.0.1',
        );
        expect(again.body.code, written).toBe(Code.SEND_LIMIT);
      }
      const taken = await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile: '015550001111' });
      expect(taken.body.code).toBe(Code.EXIST_MOBILE);
    });

    it(`answers 4039 after ${MAX_SENDS_PER_TARGET_PER_HOUR} sends an hour to one target`, async () => {
      for (let i = 0; i < MAX_SENDS_PER_TARGET_PER_HOUR; i += 1) {
        const { body } = await sendCode({ type: CodeType.EMAIL_SIGN_UP, email }, `10.30.${i}.1`);
        expect(body.code).toBe(Code.SUCCESS);
        await skipResendGap(email);
      }
      const { body } = await sendCode({ type: CodeType.EMAIL_SIGN_UP, email }, '10.31.0.1');
      expect(body.code).toBe(Code.SEND_LIMIT);
    });

    it(`answers 4039 after ${MAX_SENDS_PER_IP_PER_HOUR} sends an hour from one IP`, async () => {
      for (let i = 0; i < MAX_SENDS_PER_IP_PER_HOUR; i += 1) {
        const { body } = await sendCode({ type: CodeType.MOBILE_SIGN_UP, mobile: `${mobile}${i}` });
        expect(body.code).toBe(Code.SUCCESS);
      }
      const fromSameIp = await sendCode({ type: CodeType.EMAIL_SIGN_UP, email });
      expect(fromSameIp.body.code).toBe(Code.SEND_LIMIT);
      // With no proxy trusted, a client cannot name another address for itself.
      const forged = await t.call({
        method: 'GET',
        url: endpoints.sendCode.path,
        query: { clientId: 'web-client-0001', type: String(CodeType.EMAIL_SIGN_UP), email },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': '10.99.0.1' },
      });
      expect(forged.body.code).toBe(Code.SEND_LIMIT);
      await skipResendGap(email);
      const fromOtherIp = await sendCode({ type: CodeType.EMAIL_SIGN_UP, email }, '10.32.0.1');
      expect(fromOtherIp.body.code).toBe(Code.SUCCESS);
    });
  });

  describe('GET /api/user/client/captcha/verify/email', () => {
    it('accepts the right code without using it up', async () => {
      await sendCode({ type: CodeType.EMAIL_RESET, email: 'taken@example.com' });
      const code = await lastCodeTo('taken@example.com');
      const first = await verifyEmail(CodeType.EMAIL_RESET, 'TAKEN@example.com', code);
      expect(first.body).toEqual({ code: 200, msg: 'success', data: {} });
      expect((await verifyEmail(CodeType.EMAIL_RESET, 'taken@example.com', code)).body.code).toBe(
        200,
      );
      await t.app.counters.reset(sendLimitKeys('taken@example.com', ip).gap);
    });

    it('answers 4033 to a wrong code and to an address that was sent none', async () => {
      await sendCode({ type: CodeType.EMAIL_SIGN_UP, email });
      const code = await lastCodeTo(email);
      const wrong = await verifyEmail(CodeType.EMAIL_SIGN_UP, email, wrongFor(code));
      expect(wrong.body).toEqual({
        code: Code.WRONG_CODE,
        msg: 'Incorrect verification code',
        data: null,
      });
      const none = await verifyEmail(CodeType.EMAIL_SIGN_UP, `none-${email}`, code);
      expect(none.body.code).toBe(Code.WRONG_CODE);
    });

    it('answers 4033 to a code sent for another purpose', async () => {
      await sendCode({ type: CodeType.BIND_EMAIL, email });
      const code = await lastCodeTo(email);
      expect((await verifyEmail(CodeType.EMAIL_SIGN_UP, email, code)).body.code).toBe(
        Code.WRONG_CODE,
      );
      expect((await verifyEmail(CodeType.BIND_EMAIL, email, code)).body.code).toBe(Code.SUCCESS);
    });

    it('answers 4034 once the code has expired', async () => {
      await sendCode({ type: CodeType.EMAIL_SIGN_UP, email });
      const code = await lastCodeTo(email);
      await t.database.db
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          and(
            eq(verificationCodes.target, email),
            eq(verificationCodes.purpose, CodeType.EMAIL_SIGN_UP),
          ),
        );
      const { body } = await verifyEmail(CodeType.EMAIL_SIGN_UP, email, code);
      expect(body).toEqual({
        code: Code.CODE_EXPIRED,
        msg: 'The verification code has expired.',
        data: null,
      });
    });

    it('answers 4035 to the 6th try after 5 wrong ones, even with the right code', async () => {
      await sendCode({ type: CodeType.EMAIL_SIGN_UP, email });
      const code = await lastCodeTo(email);
      for (let i = 0; i < MAX_WRONG_TRIES; i += 1) {
        const { body } = await verifyEmail(CodeType.EMAIL_SIGN_UP, email, wrongFor(code));
        expect(body.code).toBe(Code.WRONG_CODE);
      }
      const { body } = await verifyEmail(CodeType.EMAIL_SIGN_UP, email, code);
      expect(body).toEqual({
        code: Code.CODE_OVER_LIMIT,
        msg: 'Verification limit reached!',
        data: null,
      });
    });

    it('answers 4033 to a code already used', async () => {
      await sendCode({ type: CodeType.EMAIL_SIGN_UP, email });
      const code = await lastCodeTo(email);
      await t.database.db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(eq(verificationCodes.target, email));
      expect((await verifyEmail(CodeType.EMAIL_SIGN_UP, email, code)).body.code).toBe(
        Code.WRONG_CODE,
      );
    });

    it('refuses a missing code or address with 4011', async () => {
      const { status, body } = await t.call({
        method: 'GET',
        url: `${endpoints.verifyEmailCode.path}?type=1&email=${encodeURIComponent(email)}`,
      });
      expect(status).toBe(400);
      expect(body.code).toBe(Code.MISSING_FIELD);
      expect(
        (
          await t.call({
            method: 'GET',
            url: `${endpoints.verifyEmailCode.path}?type=1&verCode=123456`,
          })
        ).body.code,
      ).toBe(Code.MISSING_FIELD);
    });
  });
});
