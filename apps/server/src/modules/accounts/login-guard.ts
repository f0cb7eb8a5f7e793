import { Code, UNKNOWN } from '@portal/contracts';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/counter-store.js';
import type { CaptchaService } from '../captcha/captcha-service.js';

/** Three wrong passwords within a quarter of an hour, for one account or one IP, bring the captcha. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The store keys of the failure counters, named here so every process counts the same keys. */
export const loginFailureKeys = (account: string, ip: string) => ({
  account: `login:fail:account:${account}`,
  ip: `login:fail:ip:${ip}`,
});

export interface LoginAttempt {
  /** The account as stored: a lower-cased e-mail, or the digits of a mobile number. */
  account: string;
  ip: string;
  /** Whom the captcha image is issued to; the common envelope's client id when it has one. */
  clientId: string | undefined;
  graphCode: string | undefined;
}

/**
 * Password guessing protection for account login: counts failures per account and per IP, and
 * once either reaches the limit every attempt must first solve a captcha.
 */
export function createLoginGuard(store: CounterStore, captcha: CaptchaService) {
  const captchaOwner = ({ clientId, ip }: LoginAttempt) =>
    clientId && clientId !== UNKNOWN ? clientId : `ip:${ip}`;

  const challenge = async (attempt: LoginAttempt, code: number) =>
    new ApiError(code, undefined, 200, { graphCode: await captcha.issue(captchaOwner(attempt)) });

  return {
    /** Throws 4055 with a new captcha when one is required and was not solved. */
    async admit(attempt: LoginAttempt): Promise<void> {
      const keys = loginFailureKeys(attempt.account, attempt.ip);
      const [byAccount, byIp] = await Promise.all([
        store.count(keys.account),
        store.count(keys.ip),
      ]);
      if (Math.max(byAccount, byIp) < LOGIN_FAILURES_BEFORE_CAPTCHA) return;
      const solved =
        attempt.graphCode !== undefined &&
        (await captcha.check(captchaOwner(attempt), attempt.graphCode));
      if (!solved) throw await challenge(attempt, Code.WRONG_CAPTCHA);
    },

    /** The 4105 answer to a wrong account or password, with a captcha once the limit is reached. */
    async failure(attempt: LoginAttempt): Promise<ApiError> {
      const keys = loginFailureKeys(attempt.account, attempt.ip);
      const [byAccount, byIp] = await Promise.all([
        store.hit(keys.account, LOGIN_FAILURE_WINDOW_MS),
        store.hit(keys.ip, LOGIN_FAILURE_WINDOW_MS),
      ]);
      return Math.max(byAccount, byIp) >= LOGIN_FAILURES_BEFORE_CAPTCHA
        ? challenge(attempt, Code.ACCOUNT_PASSWORD_ERROR)
        : new ApiError(Code.ACCOUNT_PASSWORD_ERROR);
    },

    /** A right password clears the account's failures; the IP's stay, as one person's success
     * says nothing about the other accounts tried from there. */
    async success(attempt: LoginAttempt): Promise<void> {
      await store.reset(loginFailureKeys(attempt.account, attempt.ip).account);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
