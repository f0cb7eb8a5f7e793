import { endpoints, GiftRequestType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import type { GiftService } from './gift-service.js';

export function giftRoutes(app: FastifyInstance, gifts: GiftService): void {
  // The Gift Center needs no login; My Gifts does.
  defineRoute(app, endpoints.giftList, async (input, request) => {
    const auth =
      input.requestType === GiftRequestType.MINE
        ? await requireUser(request)
        : await optionalUser(request);
    return gifts.list(auth, input);
  });

  defineRoute(app, endpoints.giftClaim, async ({ giftKey }, request) =>
    gifts.claim(await requireUser(request), giftKey),
  );
}
