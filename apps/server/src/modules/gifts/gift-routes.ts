import { endpoints, GiftRequestType } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { optionalUser, requireUser } from '../../plugins/auth.js';
import { ownView } from '../../plugins/player-views.js';
import type { GiftService } from './gift-service.js';

export function giftRoutes(app: FastifyInstance, gifts: GiftService): void {
  // The Gift Center needs no login; My Gifts does.
  defineRoute(app, endpoints.giftList, async (input, request) => {
    if (input.requestType === GiftRequestType.MINE) {
      return ownView(request, 'gifts', input, (auth) => gifts.list(auth, input));
    }
    return gifts.list(await optionalUser(request), input);
  });

  defineRoute(
    app,
    endpoints.giftClaim,
    async ({ giftKey }, request) => gifts.claim(await requireUser(request), giftKey),
    // Every player's My Gifts shows the codes left of the gifts they hold.
    { viewChanges: { own: true, everyones: ['gifts'] } },
  );
}
