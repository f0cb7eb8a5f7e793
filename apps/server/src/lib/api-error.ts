import { messageFor } from '@portal/contracts';

/**
 * A business outcome that is not success: answered as the envelope {code, msg, data}. `data` is
 * null unless the outcome carries something the client needs, such as a fresh captcha image.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string = messageFor(code),
    readonly httpStatus = 200,
    readonly data: unknown = null,
    /** Sent as the Retry-After header: the refusal ends after this many seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
