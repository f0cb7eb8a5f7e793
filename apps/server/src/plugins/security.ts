import helmet from '@fastify/helmet';
import { Code, fail } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers for the portal, and the same-site Origin check for state-changing requests:
 * a browser always sends Origin on a cross-site POST, so a foreign one is refused outright.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; gamesOrigin: string }) => {
    const portalOrigin = new URL(opts.publicUrl).origin;
    const gamesOrigin = new URL(opts.gamesOrigin).origin;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', gamesOrigin, 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameSrc: [gamesOrigin],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== portalOrigin) {
        return reply.status(403).send(fail(Code.FORBIDDEN, 'Cross-site requests are not allowed.'));
      }
    });
  },
);
