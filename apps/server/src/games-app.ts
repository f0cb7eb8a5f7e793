import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/**
 * The games origin: a separate origin (its own port by default) so a hosted game shares no
 * cookies or storage with the portal. Only the portal may frame its pages.
 */
export async function buildGamesApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
  });
  const portalOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', `frame-ancestors 'self' ${portalOrigin}`);
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  if (existsSync(config.GAMES_DIST)) {
    await app.register(fastifyStatic, {
      root: config.GAMES_DIST,
      index: 'index.html',
      redirect: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const isHtml = filePath.endsWith('.html');
        res.header(
          'Cache-Control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : isHtml
              ? 'public, max-age=0, must-revalidate'
              : 'public, max-age=86400',
        );
      },
    });
  } else {
    app.log.warn({ gamesDist: config.GAMES_DIST }, 'the games are not built');
  }
  app.get('/healthz', () => ({ ok: true }));
  return app;
}
