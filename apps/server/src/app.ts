import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import { requestIdOf } from './lib/request-id.js';
import { INFO_LEVELS, RequestLogController } from './lib/request-log.js';
import { PlayerViews } from './lib/player-views.js';
import { ReadyAnswers, type ReadyAnswerSinks } from './lib/ready-answers.js';
import { ResponseCache } from './lib/response-cache.js';
import { ZOD_SCHEMAS } from './lib/schema-compilers.js';
import { accountsModule } from './modules/accounts/accounts-module.js';
import { createSessionService } from './modules/accounts/session-service.js';
import { adminModule } from './modules/admin/admin-module.js';
import { adminCatalogueModule } from './modules/admin-catalogue/admin-catalogue-module.js';
import { captchaRoutes } from './modules/captcha/captcha-routes.js';
import { createCaptchaService } from './modules/captcha/captcha-service.js';
import { clientCatalogueRoutes } from './modules/client/client-catalogue-routes.js';
import { clientConfigOf } from './modules/client/client-config.js';
import { clientRoutes } from './modules/client/client-routes.js';
import { codeRoutes } from './modules/codes/code-routes.js';
import { createCodeService } from './modules/codes/code-service.js';
import { contentRoutes } from './modules/content/content-routes.js';
import { createContentService } from './modules/content/content-service.js';
import { createDelivery } from './modules/delivery/delivery.js';
import { gameRoutes } from './modules/games/game-routes.js';
import { createClientGameService } from './modules/games/client-game-service.js';
import { createGameService } from './modules/games/game-service.js';
import { giftsModule } from './modules/gifts/gifts-module.js';
import { messagesModule } from './modules/messages/messages-module.js';
import { operationsModule } from './modules/operations/operations-module.js';
import { pageRoutes } from './modules/pages/page-routes.js';
import { firstScreenRenderer } from './modules/pages/first-screen-renderer.js';
import { createPageService } from './modules/pages/page-service.js';
import { playingModule } from './modules/playing/playing-module.js';
import { connectPushHooks } from './modules/pushes/push-hooks.js';
import { pushesModule } from './modules/pushes/pushes-module.js';
import { ticketsModule } from './modules/tickets/tickets-module.js';
import { trackingRoutes } from './modules/tracking/tracking-routes.js';
import { createTrackingService } from './modules/tracking/tracking-service.js';
import { authPlugin, sessionCookieNames } from './plugins/auth.js';
import { busPlugin } from './plugins/bus.js';
import { countersPlugin } from './plugins/counters.js';
import { envelopePlugin } from './plugins/envelope.js';
import { metricsPlugin } from './plugins/metrics.js';
import { playerViewsPlugin } from './plugins/player-views.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { securityPlugin } from './plugins/security.js';
import { indexHtmlPath, webStaticPlugin } from './plugins/web-static.js';
import { realtimeModule } from './realtime/realtime-module.js';
import { assetOrigins } from './lib/asset-url.js';
import { uploadAddresses as playerUploadAddresses } from './modules/accounts/upload-address.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  /** Time for the services that expire things (QR links, gifts); tests move it forward. */
  clock?: Clock;
  /** Where the JSON log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
}

/** Builds the portal app: the API, the site, and the realtime endpoint on the same server. */
export async function buildApp(
  config: Config,
  database: Database,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const cache = new ResponseCache(config.CATALOGUE_CACHE_MS);
  // A player's pages are kept only where this process makes every write of the players' rows.
  const playerViews = new PlayerViews(config.REDIS_URL ? 0 : config.CATALOGUE_CACHE_MS);
  // They show the catalogue's games and gifts too.
  cache.clearsToo(playerViews);
  const readyAnswers = new ReadyAnswers(
    cache,
    new Set(Object.values(sessionCookieNames(config.PUBLIC_URL))),
  );
  // Set once the app has its logger and metrics; no request arrives before it listens.
  let sinks: ReadyAnswerSinks | null = null;
  const app = Fastify({
    // Fastify's own server, with a ready answer (see `ReadyAnswers`) tried before Fastify's work.
    serverFactory: (handler, options) => {
      const server = http.createServer((request, response) => {
        if (sinks && readyAnswers.serve(request, response, sinks)) return;
        handler(request, response);
      });
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = Number(options.keepAliveTimeout ?? server.keepAliveTimeout);
      server.requestTimeout = Number(options.requestTimeout ?? server.requestTimeout);
      server.setTimeout(Number(options.connectionTimeout ?? 0));
      return server;
    },
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    // While closing, requests on open connections are still answered (each connection then
    // closes) rather than refused with a bare 503: the readiness probe already says "closing".
    return503OnClosing: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    schemaController: ZOD_SCHEMAS,
  });
  await app.register(metricsPlugin);
  await app.register(envelopePlugin);
  await app.register(securityPlugin, {
    publicUrl: config.PUBLIC_URL,
    gamesOrigin: config.GAMES_ORIGIN,
    bucketUrl: config.S3_BUCKET ? config.S3_PUBLIC_URL : undefined,
    socialSignIn: {
      google: config.GOOGLE_CLIENT_ID !== '',
      facebook: config.FACEBOOK_APP_ID !== '',
    },
  });
  await app.register(cookie);
  await app.register(busPlugin, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  await app.register(authPlugin, {
    publicUrl: config.PUBLIC_URL,
    // Every process closes the sockets of an ended session, whichever process ended it.
    sessions: createSessionService(database.db, {
      onRevoked: (revoked) => void app.bus.publish('session.revoked', revoked),
      cacheMs: config.SESSION_CACHE_MS,
    }),
  });
  // Sessions ended by another process (a logout there, a ban from the admin command line).
  app.bus.subscribe('session.revoked', (revoked) => app.sessions.forget(revoked));
  await app.register(playerViewsPlugin, { views: playerViews });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(countersPlugin, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  await app.register(rateLimitsPlugin, { counters: app.counters, settings: config });

  const { db } = database;
  const assets = assetOrigins(config);
  const uploadAddresses = playerUploadAddresses(assets);
  // A list's total is kept with its answers, and dropped with them on a catalogue change.
  const listCounter = cache.count.bind(cache);
  const games = createGameService(db, {
    assets,
    counter: listCounter,
    summaries: cache.keeper<string>(),
  });
  const content = createContentService(db, { assets });
  gameRoutes(app, games, cache, readyAnswers);
  contentRoutes(app, content, cache);
  const clientConfig = clientConfigOf(config, games);
  clientRoutes(app, { db, clientConfig });
  const clientGames = createClientGameService(db, games, listCounter);
  clientCatalogueRoutes(app, {
    db,
    games,
    clientGames,
    content,
    cache,
    publicUrl: config.PUBLIC_URL,
  });

  const delivery = createDelivery(config, db, app.log);
  const captcha = createCaptchaService(app.counters);
  const codes = createCodeService({ db, store: app.counters, delivery });
  // Shared with the accounts routes: login asks for the captcha, sign-up, reset and bind use codes.
  const accountsDeps = { counters: app.counters, captcha, codes, delivery };
  captchaRoutes(app, accountsDeps.captcha);
  codeRoutes(app, { codes: accountsDeps.codes, db });
  const messages = messagesModule(app, { db });
  const pushes = pushesModule(app, { db });
  const pushHooks = connectPushHooks({
    pushes,
    messageEvents: messages.messages.events,
    log: app.log,
  });
  await accountsModule(app, {
    db,
    config,
    ...accountsDeps,
    uploadAddresses,
    onUserCreated: (userId) => messages.onUserCreated(userId),
  });
  const tickets = ticketsModule(app, {
    db,
    config,
    assets,
    uploadAddresses,
    messages: messages.messages,
    onAnswered: pushHooks.ticketAnswered,
  });

  const clock = options.clock ?? systemClock;
  playingModule(app, { db, config, games, clock, uploadAddresses });
  app.qrCodes.onExpired(pushHooks.qrExpired);
  app.qrCodes.onUsed(pushHooks.qrUsed);
  giftsModule(app, { db, games, clock, assets });

  trackingRoutes(app, { tracking: createTrackingService(db), osignSecret: config.OSIGN_SECRET });
  realtimeModule(app, { config, pushes });
  operationsModule(app, { db, alone: database.alone, config, clock });
  // The admin API; admin route files of other modules register after it (see admin-auth.ts).
  await adminModule(app, {
    db,
    config,
    counters: app.counters,
    captcha,
    messages: messages.messages,
    support: tickets.support,
    clock,
    uploadAddresses,
  });
  await adminCatalogueModule(app, { db, config, cache, pushes });

  const indexHtml = indexHtmlPath(config.WEB_DIST);
  const pages = createPageService({
    db,
    games,
    content,
    cache,
    clientConfig: () => clientConfig(false),
    drawFirstScreen: firstScreenRenderer(config.WEB_DIST, (error) =>
      app.log.warn({ err: error }, 'a first screen could not be drawn'),
    ),
    publicUrl: config.PUBLIC_URL,
    indexHtml: existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : null,
  });
  pageRoutes(app, pages);
  await app.register(webStaticPlugin, { webDist: config.WEB_DIST, pages });
  const log = app.log;
  sinks = {
    logLine: INFO_LEVELS.has(log.level) ? (line) => log.info(line, 'request completed') : null,
    answered: (method, route, statusCode, seconds) =>
      app.metrics.answered(method, route, statusCode, seconds),
  };
  return app;
}
