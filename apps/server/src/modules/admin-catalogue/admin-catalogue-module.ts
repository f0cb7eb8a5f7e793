import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import { registerAdminRoutes } from '../admin/admin-auth.js';
import type { PushService } from '../pushes/push-service.js';
import { adminGameRoutes } from './admin-game-routes.js';
import { createAdminGameService } from './admin-game-service.js';
import { createAdminImageService } from './admin-image-service.js';
import { adminNewsRoutes } from './admin-news-routes.js';
import { createAdminNewsService } from './admin-news-service.js';
import { adminSlideRoutes } from './admin-slide-routes.js';
import { createAdminSlideService } from './admin-slide-service.js';
import { artworkStorage, createArtworkStore } from './artwork-store.js';
import { createCatalogueChanges } from './catalogue-changes.js';
import { createGameHostingService } from './game-hosting-service.js';
import { hostedGameStore } from './hosted-game-store.js';
import { assetOrigins } from '../../lib/asset-url.js';

export interface AdminCatalogueDeps {
  db: Db;
  config: Pick<
    Config,
    | 'GAMES_ORIGIN'
    | 'HOSTED_GAMES_DIR'
    | 'ARTWORK_DIR'
    | 'S3_BUCKET'
    | 'S3_PREFIX'
    | 'AWS_ENDPOINT_URL_S3'
    | 'S3_PUBLIC_URL'
  >;
  /** The public reads' cache, dropped on every change so publishing shows at once. */
  cache: ResponseCache;
  pushes: PushService;
}

/**
 * The publisher's catalogue under /api/admin: games (details, order, status, hosting from a zip
 * or an address, artwork), banners and news. Needs adminModule to have run (the guard and the
 * audit log).
 */
export async function adminCatalogueModule(
  app: FastifyInstance,
  deps: AdminCatalogueDeps,
): Promise<void> {
  const { db, config } = deps;
  const assets = assetOrigins(config);
  const audit = app.auditLog;
  const changes = createCatalogueChanges(app.bus, deps.cache);
  const artwork = createArtworkStore(artworkStorage(config));
  const games = createAdminGameService({ db, assets, artwork, changes, audit });
  const hosting = createGameHostingService({
    db,
    store: hostedGameStore(config),
    games,
    changes,
    audit,
  });
  const slides = createAdminSlideService({ db, assets, changes, audit });
  const images = createAdminImageService({ artwork, assets, audit });
  const news = createAdminNewsService({ db, assets, pushes: deps.pushes, changes, audit });

  await registerAdminRoutes(app, async (scope) => {
    // Each upload route sets its own size limit when it reads its one file part.
    await scope.register(multipart, { limits: { files: 1, fields: 20, parts: 21 } });
    adminGameRoutes(scope, { games, hosting });
    adminSlideRoutes(scope, { slides, images });
    adminNewsRoutes(scope, news);
  });
}
