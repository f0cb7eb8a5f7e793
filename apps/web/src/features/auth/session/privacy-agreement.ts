import { PRIVACY_AGREED, RETRY_MS, TOKEN_LIFETIME_DAYS } from '@portal/contracts';
import { logger } from '../../../lib/logger';
import { writeCookie } from '../../../lib/storage';
import { agreePrivacy } from '../api/agree-privacy';
import type { SessionStore } from './session-store';

/** The cookie that remembers the agreement (spec section 3, cookies). */
export const PRIVACY_COOKIE = 'privacyUrl';

/**
 * Agreeing is recorded at once in the store and the cookie, so the reminder does not come back;
 * the call itself is retried every 20 s until the server has it.
 */
export function agreeToPrivacy(
  store: SessionStore,
  call: () => Promise<unknown> = agreePrivacy,
): Promise<void> {
  store.agreePrivacy();
  writeCookie(PRIVACY_COOKIE, PRIVACY_AGREED, TOKEN_LIFETIME_DAYS);
  return new Promise((resolve) => {
    const attempt = () => {
      call().then(
        () => resolve(),
        (error: unknown) => {
          logger.warn('privacy agreement failed, retrying', error);
          setTimeout(attempt, RETRY_MS.privacyAgree);
        },
      );
    };
    attempt();
  });
}
