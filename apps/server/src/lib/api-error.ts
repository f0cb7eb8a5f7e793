import { messageFor } from '@portal/contracts';

/** A business outcome that is not success: answered as the envelope {code, msg, data: null}. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string = messageFor(code),
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
