import type { Endpoint } from '@portal/contracts';
import { ok } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_ROUTE_CONFIG } from '../plugins/security.js';
import type { ViewChanges } from './player-views.js';
import { PreSerialised, sendPreSerialised } from './pre-serialised.js';
import type { ReadyAnswers } from './ready-answers.js';

/** A handler's answer: the data of a success, or a ready JSON envelope (from a response cache). */
export type RouteResult<E extends Endpoint> = z.infer<E['response']> | PreSerialised;

export interface RouteOptions {
  /**
   * The route's cached answers are the same for every caller (they depend on the address alone):
   * once given, each is answered again straight from the cache (see `ReadyAnswers`).
   */
  readyAnswers?: ReadyAnswers;
  /**
   * What a state-changing route changes of the players' kept pages (see `PlayerViews`), when less
   * than all of them: without it, each of its requests drops every player's.
   */
  viewChanges?: ViewChanges;
}

/**
 * Registers a contract endpoint: GET validates the query, POST the form or JSON body, both with
 * the endpoint's own request schema; the answer is wrapped in the success envelope. A POST marked
 * `alsoGet` is served as a GET with the same request in its query too.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    input: z.output<E['request']>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<RouteResult<E>>,
  options: RouteOptions = {},
): void {
  const methods = endpoint.alsoGet ? [endpoint.method, 'GET' as const] : [endpoint.method];
  for (const method of methods) registerRoute(app, endpoint, method, handler, options);
}

function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  method: E['method'],
  handler: (
    input: z.output<E['request']>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<RouteResult<E>>,
  { readyAnswers, viewChanges }: RouteOptions,
): void {
  const source = method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url: endpoint.path,
    schema: { [source]: endpoint.request },
    config: viewChanges ? { ...API_ROUTE_CONFIG, viewChanges } : API_ROUTE_CONFIG,
    handler: async (request, reply) => {
      const input = (method === 'GET' ? request.query : request.body) as z.output<E['request']>;
      const result = await handler(input, request, reply);
      if (result instanceof PreSerialised) {
        reply.type('application/json; charset=utf-8');
        // A cached answer goes out by Accept-Encoding, which a shared cache must know.
        if (result.reused) reply.header('vary', 'accept-encoding');
        if (result.key !== undefined && readyAnswers && request.method === 'GET') {
          readyAnswers.remember(request.url, result.key, endpoint.path, reply.getHeaders());
        }
        return sendPreSerialised(reply, request.headers['accept-encoding'], result);
      }
      return ok(result);
    },
  });
}
