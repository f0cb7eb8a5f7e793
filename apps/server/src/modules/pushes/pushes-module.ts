import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { pushRoutes } from './push-routes.js';
import { createPushService, type PushService } from './push-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends pushes; content publishers (news, events, gifts) call `pushes.publish`. */
    pushes: PushService;
  }
}

/** Pushes and the red-dot read marks; delivery to sockets is the realtime module's part. */
export function pushesModule(app: FastifyInstance, deps: { db: Db }): PushService {
  const pushes = createPushService({
    db: deps.db,
    bus: app.bus,
    // A broadcast names no player: every player's views go.
    beforeSent: (item) => app.playerViews.dropPlayer(item.userId),
    onSent: (item) => app.metrics.pushSent(item.pushType),
  });
  app.decorate('pushes', pushes);
  pushRoutes(app, pushes);
  return pushes;
}
