import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { GameService } from '../games/game-service.js';
import { sessionCookies } from '../accounts/session-cookies.js';
import type { UploadAddresses } from '../accounts/upload-address.js';
import { userViewSettings } from '../accounts/user-view.js';
import { playRoutes } from './play-routes.js';
import { createPlayService } from './play-service.js';
import { qrRoutes } from './qr-routes.js';
import { createQrService, type QrService } from './qr-service.js';
import { saveRoutes } from './save-routes.js';
import { createSaveService } from './save-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** QR links; realtime pushes subscribe to `qrCodes.onExpired` and `qrCodes.onUsed`. */
    qrCodes: QrService;
  }
}

export interface PlayingDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'MOBILE_SITE_URL' | 'OSIGN_SECRET' | 'PRIVACY_POLICY_URL'>;
  games: GameService;
  clock: Clock;
  uploadAddresses: UploadAddresses;
}

/** Game config, plays, the played list, saved game data, shortcuts and QR links. */
export function playingModule(app: FastifyInstance, deps: PlayingDeps): void {
  const { db, config, games, clock, uploadAddresses } = deps;
  const osignSecret = config.OSIGN_SECRET;
  const plays = createPlayService({ db, games, clock, publicUrl: config.PUBLIC_URL });
  const qrCodes = createQrService({
    db,
    games,
    clock,
    mobileSiteUrl: config.MOBILE_SITE_URL,
    sessions: app.sessions,
    userView: userViewSettings(config.PRIVACY_POLICY_URL, uploadAddresses),
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });
  app.decorate('qrCodes', qrCodes);
  app.addHook('onClose', (_instance, done) => {
    qrCodes.close();
    done();
  });
  playRoutes(app, { plays, osignSecret });
  saveRoutes(app, createSaveService({ db, clock }));
  qrRoutes(app, { qrCodes, osignSecret, cookies: sessionCookies(config.PUBLIC_URL) });
}
