import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { CHANGES_NO_VIEW } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import type { PushService } from './push-service.js';

export function pushRoutes(app: FastifyInstance, pushes: PushService): void {
  defineRoute(
    app,
    endpoints.pushRead,
    async (input, request) => pushes.markRead((await requireUser(request)).userId, input),
    { viewChanges: CHANGES_NO_VIEW },
  );
  defineRoute(app, endpoints.iconStateQuery, async (input, request) =>
    pushes.iconState((await optionalUser(request))?.userId ?? null, input.appId),
  );
  defineRoute(
    app,
    endpoints.iconStateSave,
    async (input, request) => pushes.saveIconState((await requireUser(request)).userId, input),
    { viewChanges: CHANGES_NO_VIEW },
  );
}
