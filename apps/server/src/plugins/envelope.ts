import { Code, fail, messageFor } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error.js';
import { isDatabaseUnreachable } from '../lib/db-errors.js';

/** The connection pool tries again within half a second; a second covers a short outage. */
const UNREACHABLE_RETRY_SECONDS = 1;

/**
 * Fields whose problems have a code of their own in the catalogue. A Map: a field a caller names
 * `constructor` or `__proto__` must not find an object's inherited members.
 */
const FIELD_CODES: ReadonlyMap<string, number> = new Map([['appId', Code.INVALID_APP_ID]]);

/**
 * Every answer is the envelope. Bad input gets a clear code and message naming the field; an
 * unexpected failure is logged with its stack and answered without it.
 */
export const envelopePlugin = fp((app: FastifyInstance, _opts: unknown, done: () => void) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.httpStatus)
        .send({ ...fail(error.code, error.message), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').split('/')[0] || 'request';
      const code = FIELD_CODES.get(field) ?? Code.MISSING_FIELD;
      const detail = first?.message ?? 'is not valid';
      return reply.status(400).send(fail(code, `${field}: ${detail}`));
    }
    const status = error.statusCode ?? 500;
    // A refusal the site must show, not one it retries at once (as it does 4013).
    if (status === 429) {
      return reply.status(429).send(fail(Code.RATE_LIMITED, messageFor(Code.RATE_LIMITED)));
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This content type is not accepted.'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
              ? 'The request body is not valid.'
              : messageFor(Code.BAD_REQUEST);
      return reply.status(status).send(fail(Code.BAD_REQUEST, message));
    }
    // The server is fine and the request may be too: a retry shortly will likely succeed.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(UNREACHABLE_RETRY_SECONDS))
        .send(fail(Code.SERVER_ERROR, messageFor(Code.SERVER_ERROR)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(Code.SERVER_ERROR, messageFor(Code.SERVER_ERROR)));
  });
  done();
});
