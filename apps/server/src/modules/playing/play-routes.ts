import { endpoints, SHORTCUT_CONTENT_TYPE } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkOsign, sentUserId } from '../../lib/osign-check.js';
import { CHANGES_OWN_VIEWS } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import { ownView } from '../../plugins/player-views.js';
import { API_ROUTE_CONFIG } from '../../plugins/security.js';
import type { PlayService } from './play-service.js';

export function playRoutes(
  app: FastifyInstance,
  deps: { plays: PlayService; osignSecret: string },
): void {
  const { plays, osignSecret } = deps;

  defineRoute(app, endpoints.gameConfig, async ({ appId }, request) =>
    plays.gameConfig(await requireUser(request), appId),
  );

  defineRoute(
    app,
    endpoints.play,
    async ({ appId, osign }, request) => {
      const auth = await requireUser(request);
      checkOsign(
        endpoints.play,
        request,
        { appId, userId: sentUserId(request) },
        osign,
        osignSecret,
      );
      return plays.play(auth, appId);
    },
    { viewChanges: CHANGES_OWN_VIEWS },
  );

  defineRoute(app, endpoints.playedList, (input, request) =>
    ownView(request, 'played', input, (auth) => plays.playedList(auth, input)),
  );

  // A file rather than the envelope; refusals still go through the error handler as envelopes.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoints.shortcut.method,
    url: endpoints.shortcut.path,
    schema: { querystring: endpoints.shortcut.request },
    config: API_ROUTE_CONFIG,
    handler: async (request, reply) => {
      await requireUser(request);
      const file = await plays.shortcut(request.query.appId);
      return reply
        .header('content-type', SHORTCUT_CONTENT_TYPE)
        .header('content-disposition', file.contentDisposition)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
