/**
 * A social credential that could not be verified. The message is ours and fixed: what the
 * provider said (or failed to say) goes to the cause, never to the player.
 */
export class SocialLoginError extends Error {
  constructor(
    readonly provider: 'GOOGLE' | 'FACEBOOK',
    options?: { cause?: unknown },
  ) {
    super(
      `The ${provider === 'GOOGLE' ? 'Google' : 'Facebook'} sign-in could not be verified.`,
      options,
    );
    this.name = 'SocialLoginError';
  }
}

/** A provider that does not answer by then is treated as a failed sign-in. */
export const PROVIDER_TIMEOUT_MS = 5_000;
