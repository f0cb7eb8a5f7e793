import { Code } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { ApiError } from '../../lib/api-error.js';
import { createMemoryCounterStore } from '../../lib/counter-store.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import { createLoginGuard, type AdmittedAttempt, type LoginAttempt } from './login-guard.js';

/** A captcha whose answer is always "ok". */
const captcha: CaptchaService = {
  issue: () => Promise.resolve('data:image/svg+xml;base64,'),
  check: (_owner, answer) => Promise.resolve(answer === 'ok'),
};

function setUp(overrides: Record<string, string> = {}) {
  let clock = 1_000_000;
  const store = createMemoryCounterStore({ now: () => clock });
  const guard = createLoginGuard(store, captcha, testConfig(overrides));
  const attempt = (over: Partial<LoginAttempt> = {}): LoginAttempt => ({
    account: 'player@example.com',
    ip: '10.0.0.1',
    clientId: 'device-1',
    graphCode: 'ok',
    ...over,
  });
  /** One sign-in: admitted and then wrong or right, or refused; answers the code. */
  const tryOnce = async (right: boolean, over: Partial<LoginAttempt> = {}) => {
    let admitted: AdmittedAttempt;
    try {
      admitted = await guard.admit(attempt(over));
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    if (right) {
      await guard.success(admitted);
      return null;
    }
    return guard.failure(admitted);
  };
  return {
    guard,
    attempt,
    tryOnce,
    pass: (ms: number) => (clock += ms),
  };
}

const codeOf = (answer: ApiError | null) => answer?.code ?? 200;

describe('the login guard', () => {
  it('locks the account from the 5th consecutive failure, even for the right password', async () => {
    const { tryOnce } = setUp();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await tryOnce(false));
    expect(answers.map(codeOf)).toEqual([4105, 4105, 4105, 4105, Code.LOGIN_LOCKED]);
    const right = await tryOnce(true);
    expect(right?.code).toBe(Code.LOGIN_LOCKED);
    expect(right?.message).toBe('Too many failed sign-ins. Please try again in 1 minute.');
    expect(right?.data).toEqual({ retryAfter: 60 });
    expect(right?.retryAfterSeconds).toBe(60);
  });

  it('doubles the lockout with each further failure, up to the cap', async () => {
    const { tryOnce, pass } = setUp();
    for (let i = 0; i < 4; i += 1) await tryOnce(false);
    const waits = [];
    for (let i = 0; i < 6; i += 1) {
      const locked = await tryOnce(false);
      waits.push(locked?.retryAfterSeconds);
      pass((locked?.retryAfterSeconds ?? 0) * 1000);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('lets the right password in once the lockout is over, and forgets the failures', async () => {
    const { tryOnce, pass } = setUp();
    for (let i = 0; i < 5; i += 1) await tryOnce(false);
    pass(30_000);
    expect((await tryOnce(true))?.retryAfterSeconds).toBe(30);
    pass(30_000);
    expect(await tryOnce(true)).toBeNull();
    const again = [];
    for (let i = 0; i < 5; i += 1) again.push(codeOf(await tryOnce(false)));
    expect(again).toEqual([4105, 4105, 4105, 4105, Code.LOGIN_LOCKED]);
  });

  it('checks at most the attempts before the lockout in a burst, one of them holding it', async () => {
    const { guard, attempt } = setUp();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, () => guard.admit(attempt())),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refusals = outcomes.flatMap((o): unknown[] =>
      o.status === 'rejected' ? [o.reason] : [],
    );
    expect(refusals.every((e) => e instanceof ApiError && e.code === Code.LOGIN_LOCKED)).toBe(true);
  });

  it('asks for the captcha from the 3rd failure; an unsolved one is not a failure', async () => {
    const { tryOnce } = setUp();
    for (let i = 0; i < 2; i += 1) await tryOnce(false);
    const third = await tryOnce(false);
    expect(third?.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    expect(third?.data).toEqual({ graphCode: expect.any(String) });
    for (let i = 0; i < 10; i += 1) {
      expect((await tryOnce(false, { graphCode: 'wrong' }))?.code).toBe(Code.WRONG_CAPTCHA);
    }
    // Ten unsolved captchas later the account is still one failure short of its lockout.
    expect(codeOf(await tryOnce(false))).toBe(4105);
    expect(await tryOnce(true)).toBeNull();
  });

  it('refuses an address after 50 failures over many accounts, until its window ends', async () => {
    const { tryOnce, pass } = setUp();
    for (let i = 0; i < 50; i += 1) {
      expect(codeOf(await tryOnce(false, { account: `a${i % 25}@example.com` }))).toBe(4105);
    }
    const stopped = await tryOnce(true, { account: 'owner@example.com' });
    expect(stopped?.code).toBe(Code.LOGIN_LOCKED);
    expect(stopped?.retryAfterSeconds).toBe(3600);
    expect(await tryOnce(true, { account: 'owner@example.com', ip: '10.0.0.2' })).toBeNull();
    pass(3_600_000);
    expect(await tryOnce(true, { account: 'owner@example.com' })).toBeNull();
  });

  it('never counts right passwords against the address', async () => {
    const { tryOnce } = setUp();
    for (let i = 0; i < 200; i += 1) {
      expect(
        await tryOnce(true, { account: `p${i}@example.com`, graphCode: undefined }),
      ).toBeNull();
    }
  });

  it('takes its numbers from the settings', async () => {
    const { tryOnce } = setUp({
      LOGIN_LOCKOUT_AFTER_FAILURES: '2',
      LOGIN_LOCKOUT_SECONDS: '5',
      LOGIN_ADDRESS_MAX_FAILURES: '3',
    });
    expect(codeOf(await tryOnce(false))).toBe(4105);
    expect((await tryOnce(false))?.retryAfterSeconds).toBe(5);
    expect(codeOf(await tryOnce(false, { account: 'b@example.com' }))).toBe(4105);
    expect((await tryOnce(false, { account: 'c@example.com' }))?.retryAfterSeconds).toBe(3600);
  });
});
