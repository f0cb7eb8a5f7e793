import type { Endpoint } from '@portal/contracts';
import { ok } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A handler's answer: the data of a success, or a ready JSON envelope (from a response cache). */
export type RouteResult<E extends Endpoint> = z.infer<E['response']> | PreSerialised;

export class PreSerialised {
  constructor(readonly json: string) {}
}

/**
 * JSON answers need no page policy (CSP and friends are for documents): these few fixed headers
 * replace the full helmet set, which costs a measurable share of a cached answer's time. The
 * policy forbids everything, so an answer opened as a page can run or load nothing.
 */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

/**
 * Registers a contract endpoint: GET validates the query, POST the form or JSON body, both with
 * the endpoint's own request schema; the answer is wrapped in the success envelope.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    input: z.output<E['request']>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<RouteResult<E>>,
): void {
  const source = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { [source]: endpoint.request },
    helmet: false,
    onRequest: (_request, reply, done) => {
      reply.headers(API_HEADERS);
      done();
    },
    handler: async (request, reply) => {
      const input = (endpoint.method === 'GET' ? request.query : request.body) as z.output<
        E['request']
      >;
      const result = await handler(input, request, reply);
      if (result instanceof PreSerialised) {
        return reply.type('application/json; charset=utf-8').send(result.json);
      }
      return ok(result);
    },
  });
}
