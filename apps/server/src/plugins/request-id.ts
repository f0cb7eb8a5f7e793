import { REQUEST_ID_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Tells every caller the id its request is logged under (see `requestIdOf`), so a report of a
 * failure can be matched with the server's log lines.
 */
export const requestIdPlugin = fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      next();
    });
    done();
  },
  { name: 'request-id' },
);
