import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { CHANGES_OWN_VIEWS } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import { ownView } from '../../plugins/player-views.js';
import type { TicketService } from './ticket-service.js';

/** Support tickets: every call needs a signed-in player and works on their own tickets only. */
export function ticketRoutes(app: FastifyInstance, tickets: TicketService): void {
  defineRoute(app, endpoints.ticketTypes, async (_input, request) => {
    await requireUser(request);
    return tickets.types();
  });

  defineRoute(app, endpoints.ticketApps, async (_input, request) =>
    tickets.apps((await requireUser(request)).userId),
  );

  defineRoute(
    app,
    endpoints.ticketAdd,
    async (input, request) => tickets.add((await requireUser(request)).userId, input),
    { viewChanges: CHANGES_OWN_VIEWS },
  );

  defineRoute(app, endpoints.ticketList, (input, request) =>
    ownView(request, 'tickets', input, (auth) => tickets.list(auth.userId, input)),
  );

  defineRoute(app, endpoints.ticketDetail, async (input, request) =>
    tickets.detail((await requireUser(request)).userId, input),
  );

  defineRoute(
    app,
    endpoints.ticketMore,
    async (input, request) => tickets.more((await requireUser(request)).userId, input),
    { viewChanges: CHANGES_OWN_VIEWS },
  );

  defineRoute(
    app,
    endpoints.ticketRate,
    async (input, request) => tickets.rate((await requireUser(request)).userId, input),
    { viewChanges: CHANGES_OWN_VIEWS },
  );
}
