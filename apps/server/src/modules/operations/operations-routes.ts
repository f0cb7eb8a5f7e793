import { createHash, timingSafeEqual } from 'node:crypto';
import { Code, fail, OperationsPath, type Health, type Readiness } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadinessService } from './readiness-service.js';

/** Probes and scrapes are answered fresh every time, never from a cache on the way. */
const NO_STORE = 'no-store';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, so the answer's timing tells nothing about the token. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

export function operationsRoutes(
  app: FastifyInstance,
  deps: {
    readiness: ReadinessService;
    /** Empty: /metrics is open (to be kept off the public internet by the proxy). */
    metricsToken: string;
    docs: { json: () => string; page: () => string };
  },
): void {
  const { readiness, metricsToken, docs } = deps;

  app.get(OperationsPath.health, (_request, reply) => {
    const body: Health = { status: 'ok' };
    return reply.header('cache-control', NO_STORE).send(body);
  });

  app.get(OperationsPath.ready, async (request, reply) => {
    const body: Readiness = await readiness.check();
    if (body.status === 'unavailable') request.log.warn({ checks: body.checks }, 'not ready');
    return reply
      .status(body.status === 'ready' ? 200 : 503)
      .header('cache-control', NO_STORE)
      .send(body);
  });

  app.get(OperationsPath.metrics, async (request, reply) => {
    if (metricsToken !== '' && !bearerMatches(request, metricsToken)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(fail(Code.UNAUTHORIZED, 'A metrics token is required.'));
    }
    const text = await app.metrics.render();
    return reply.header('cache-control', NO_STORE).type(app.metrics.contentType).send(text);
  });

  app.get(OperationsPath.openApi, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(docs.json()),
  );

  app.get(OperationsPath.docs, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docs.page()),
  );
}
