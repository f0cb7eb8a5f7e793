import { Code, loginLockedText, UNKNOWN } from '@portal/contracts';
import type { Config } from '../../config.js';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/counter-store.js';
import type { CaptchaService } from '../captcha/captcha-service.js';

/** Failures from one address bring the captcha for a quarter of an hour. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type LoginGuardConfig = Pick<
  Config,
  | 'LOGIN_CAPTCHA_AFTER_FAILURES'
  | 'LOGIN_LOCKOUT_AFTER_FAILURES'
  | 'LOGIN_LOCKOUT_SECONDS'
  | 'LOGIN_LOCKOUT_MAX_SECONDS'
  | 'LOGIN_FAILURE_MEMORY_SECONDS'
  | 'LOGIN_ADDRESS_MAX_FAILURES'
  | 'LOGIN_ADDRESS_WINDOW_SECONDS'
>;

/** The store keys, named here so every process counts the same keys. */
export const loginFailureKeys = (account: string, ip: string) => ({
  /** The account's consecutive failures, plus its attempts being checked right now. */
  account: `login:fail:account:${account}`,
  /** Set while the account is locked; its time to live is the wait. */
  lock: `login:lock:account:${account}`,
  /** The address's failures over every account, plus its attempts being checked right now. */
  address: `login:fail:address:${ip}`,
  /** The address's failures of the last quarter of an hour, for the captcha only. */
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

/** An attempt let through to the password check, and what it counted on the way. */
export interface AdmittedAttempt extends LoginAttempt {
  /** The account's count with this attempt: its consecutive failures before it, plus one. */
  failures: number;
}

/** Why an attempt was refused before its password was checked. */
export type LoginRefusal = 'locked' | 'captcha';

/** The refusal of a sign-in while an account or address is locked: 4106, with the wait. */
export function loginLocked(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(
    Code.LOGIN_LOCKED,
    loginLockedText(seconds),
    200,
    { retryAfter: seconds },
    seconds,
  );
}

/**
 * Password guessing protection for account and admin sign-in, after Keycloak's brute-force
 * detection:
 * - every attempt is counted for its account and its address before the password is checked,
 *   in one atomic step each, so a burst cannot outrun the count; an attempt that turns out right
 *   takes its count back (a right password is never a failure);
 * - from the LOGIN_CAPTCHA_AFTER_FAILURES-th consecutive failure of an account, or as many from
 *   one address within a quarter of an hour, every attempt must first solve a captcha (an
 *   unsolved one is not a failure, so a guesser who cannot read it cannot lock anyone out);
 * - the LOGIN_LOCKOUT_AFTER_FAILURES-th consecutive failure locks the account for
 *   LOGIN_LOCKOUT_SECONDS, each further one for twice as long as the last, up to
 *   LOGIN_LOCKOUT_MAX_SECONDS; while locked even the right password is refused (4106). Past that
 *   count only one attempt at a time is checked: it holds the lock while its password is
 *   verified, so a right one lifts it and a wrong one leaves it in place;
 * - LOGIN_ADDRESS_MAX_FAILURES failures from one address within LOGIN_ADDRESS_WINDOW_SECONDS,
 *   over every account, refuse that address until the window ends;
 * - a success forgets the account's failures; they are also forgotten after
 *   LOGIN_FAILURE_MEMORY_SECONDS from the first.
 */
export function createLoginGuard(
  store: CounterStore,
  captcha: CaptchaService,
  config: LoginGuardConfig,
) {
  const captchaOwner = ({ clientId, ip }: LoginAttempt) =>
    clientId && clientId !== UNKNOWN ? clientId : `ip:${ip}`;

  const challenge = async (attempt: LoginAttempt, code: number) =>
    new ApiError(code, undefined, 200, { graphCode: await captcha.issue(captchaOwner(attempt)) });

  /** The lockout that the given failure count starts: doubling from the first, to the cap. */
  const lockoutMs = (failures: number) => {
    const doublings = Math.min(failures - config.LOGIN_LOCKOUT_AFTER_FAILURES, 30);
    const seconds = Math.min(
      config.LOGIN_LOCKOUT_SECONDS * 2 ** doublings,
      config.LOGIN_LOCKOUT_MAX_SECONDS,
    );
    return seconds * 1000;
  };

  const lockedFor = async (key: string) => loginLocked(await store.expiresIn(key));

  return {
    /**
     * Counts the attempt and lets it through to the password check, or refuses it: 4106 while
     * the account or the address is locked, 4055 with a new captcha when one is required and was
     * not solved. `onRefused` learns why, before the refusal is thrown.
     */
    async admit(
      attempt: LoginAttempt,
      onRefused?: (reason: LoginRefusal) => Promise<void>,
    ): Promise<AdmittedAttempt> {
      const keys = loginFailureKeys(attempt.account, attempt.ip);
      const refuse = async (reason: LoginRefusal, error: ApiError): Promise<never> => {
        await onRefused?.(reason);
        throw error;
      };

      const byAddress = await store.hit(keys.address, config.LOGIN_ADDRESS_WINDOW_SECONDS * 1000);
      if (byAddress > config.LOGIN_ADDRESS_MAX_FAILURES) {
        await store.unhit(keys.address);
        return refuse('locked', await lockedFor(keys.address));
      }
      if ((await store.expiresIn(keys.lock)) > 0) {
        await store.unhit(keys.address);
        return refuse('locked', await lockedFor(keys.lock));
      }

      const failures = await store.hit(keys.account, config.LOGIN_FAILURE_MEMORY_SECONDS * 1000);
      const holdsLock =
        failures >= config.LOGIN_LOCKOUT_AFTER_FAILURES &&
        (await store.claim(keys.lock, attempt.ip, lockoutMs(failures)));
      const giveBack = async () => {
        await Promise.all([store.unhit(keys.address), store.unhit(keys.account)]);
        if (holdsLock) await store.reset(keys.lock);
      };
      if (failures >= config.LOGIN_LOCKOUT_AFTER_FAILURES && !holdsLock) {
        await giveBack();
        return refuse('locked', await lockedFor(keys.lock));
      }

      const byIp = await store.count(keys.ip);
      if (Math.max(failures - 1, byIp) >= config.LOGIN_CAPTCHA_AFTER_FAILURES) {
        const solved =
          attempt.graphCode !== undefined &&
          (await captcha.check(captchaOwner(attempt), attempt.graphCode));
        if (!solved) {
          await giveBack();
          return refuse('captcha', await challenge(attempt, Code.WRONG_CAPTCHA));
        }
      }
      return { ...attempt, failures };
    },

    /**
     * The answer to a wrong account or password, whose count stays: 4106 when it locked the
     * account, else 4105, with a captcha once the next attempt will need one.
     */
    async failure(attempt: AdmittedAttempt): Promise<ApiError> {
      const keys = loginFailureKeys(attempt.account, attempt.ip);
      const byIp = await store.hit(keys.ip, LOGIN_FAILURE_WINDOW_MS);
      if (attempt.failures >= config.LOGIN_LOCKOUT_AFTER_FAILURES) return lockedFor(keys.lock);
      return Math.max(attempt.failures, byIp) >= config.LOGIN_CAPTCHA_AFTER_FAILURES
        ? challenge(attempt, Code.ACCOUNT_PASSWORD_ERROR)
        : new ApiError(Code.ACCOUNT_PASSWORD_ERROR);
    },

    /**
     * A right password forgets the account's failures and lifts its lock, and is taken off the
     * address's count; the address's earlier failures stay, as one person's success says
     * nothing about the other accounts tried from there.
     */
    async success(attempt: AdmittedAttempt): Promise<void> {
      const keys = loginFailureKeys(attempt.account, attempt.ip);
      await Promise.all([
        store.reset(keys.account),
        store.reset(keys.lock),
        store.unhit(keys.address),
      ]);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
