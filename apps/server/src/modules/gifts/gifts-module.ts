import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { GameService } from '../games/game-service.js';
import { giftRoutes } from './gift-routes.js';
import { createGiftService } from './gift-service.js';
import type { AssetOrigins } from '../../lib/asset-url.js';

export function giftsModule(
  app: FastifyInstance,
  deps: { db: Db; games: GameService; clock: Clock; assets: AssetOrigins },
): void {
  giftRoutes(app, createGiftService(deps));
}
