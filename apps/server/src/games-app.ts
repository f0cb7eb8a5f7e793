import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { HOSTED_GAMES_PATH } from '@portal/contracts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppOptions } from './app.js';
import type { Config } from './config.js';
import { ZOD_SCHEMAS } from './lib/schema-compilers.js';
import { artworkRoutes } from './modules/admin-catalogue/artwork-routes.js';
import { artworkStorage } from './modules/admin-catalogue/artwork-store.js';
import { hostedGameRoutes } from './modules/admin-catalogue/hosted-game-routes.js';
import { hostedGameStorage } from './modules/admin-catalogue/hosted-game-store.js';
import { hostedCacheControl } from './modules/admin-catalogue/hosted-game-types.js';

/**
 * The games origin: a separate origin (its own port by default) so a hosted game shares no
 * cookies or storage with the portal. Only the portal may frame its pages.
 */
export async function buildGamesApp(
  config: Config,
  options: Pick<AppOptions, 'logStream'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    schemaController: ZOD_SCHEMAS,
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
        // The pages and the service worker (which names the current files) are checked each time.
        const isHtml = filePath.endsWith('.html') || path.basename(filePath) === 'sw.js';
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
  // Games hosted from uploaded zips, from the bucket or the folder. Dot files and folders (the
  // staging area) are never served.
  if (config.S3_BUCKET) {
    hostedGameRoutes(app, hostedGameStorage(config));
  } else {
    mkdirSync(config.HOSTED_GAMES_DIR, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(config.HOSTED_GAMES_DIR),
      prefix: HOSTED_GAMES_PATH,
      decorateReply: false,
      dotfiles: 'ignore',
      index: 'index.html',
      redirect: true,
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', hostedCacheControl(filePath));
      },
    });
  }
  artworkRoutes(app, artworkStorage(config));
  app.get('/healthz', () => ({ ok: true }));
  return app;
}
