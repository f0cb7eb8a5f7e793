import { endpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { checkOsign, sentUserId } from '../../lib/osign-check.js';
import { CHANGES_NO_VIEW } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { TrackingService } from './tracking-service.js';

/**
 * The player the session opens, or null: an event is worth keeping from a visitor, an expired
 * session or a banned player alike, it is just not attributed to anyone.
 */
async function playerOf(request: FastifyRequest): Promise<number | null> {
  try {
    return (await requireUser(request)).userId;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Both events are checked (osign by the contract's recipe) before anything is stored. */
export function trackingRoutes(
  app: FastifyInstance,
  deps: { tracking: TrackingService; osignSecret: string },
): void {
  const { tracking, osignSecret } = deps;

  defineRoute(
    app,
    endpoints.tracking,
    async (input, request) => {
      const signed = {
        appId: input.appId,
        event: input.event,
        fingerId: input.fingerId,
        userId: sentUserId(request),
      };
      checkOsign(endpoints.tracking, request, signed, input.osign, osignSecret);
      return tracking.track(input, await playerOf(request));
    },
    { viewChanges: CHANGES_NO_VIEW },
  );

  defineRoute(
    app,
    endpoints.attribution,
    async (input, request) => {
      const signed = {
        appId: input.appId,
        h5ChannelId: input.h5ChannelId,
        clientId: input.clientId,
        userId: sentUserId(request),
      };
      checkOsign(endpoints.attribution, request, signed, input.osign, osignSecret);
      return tracking.attribute(input, await playerOf(request));
    },
    { viewChanges: CHANGES_NO_VIEW },
  );
}
