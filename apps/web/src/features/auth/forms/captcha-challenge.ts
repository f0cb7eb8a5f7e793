import { captchaChallengeSchema } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * The new captcha image a refused login carries (4105 once required, and 4055). Apart from the
 * error texts, which every page's logout dialog uses, so its schema loads with the login form only.
 */
export function captchaOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return captchaChallengeSchema.safeParse(error.data).data?.graphCode ?? null;
}
