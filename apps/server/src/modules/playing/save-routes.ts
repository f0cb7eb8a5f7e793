import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { CHANGES_NO_VIEW } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { SaveService } from './save-service.js';

export function saveRoutes(app: FastifyInstance, saves: SaveService): void {
  defineRoute(app, endpoints.gameDataLoad, async ({ appId, key }, request) =>
    saves.load(await requireUser(request), appId, key),
  );

  defineRoute(
    app,
    endpoints.gameDataSave,
    async ({ appId, key, value }, request) => {
      await saves.save(await requireUser(request), appId, key, value);
      return {};
    },
    { viewChanges: CHANGES_NO_VIEW },
  );
}
