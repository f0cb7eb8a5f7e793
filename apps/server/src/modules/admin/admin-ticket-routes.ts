import { adminEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { adminOf } from './admin-auth.js';
import type { AdminTicketService } from './admin-ticket-service.js';

/** The support inbox; registered behind the admin guard. */
export function adminTicketRoutes(scope: FastifyInstance, tickets: AdminTicketService): void {
  defineRoute(scope, adminEndpoints.ticketList, (input) => tickets.list(input));
  defineRoute(scope, adminEndpoints.ticketDetail, ({ ticketId }) => tickets.detail(ticketId));
  defineRoute(scope, adminEndpoints.ticketReply, (input, request) =>
    tickets.reply(input, adminOf(request).adminId),
  );
  defineRoute(scope, adminEndpoints.ticketStatus, (input, request) =>
    tickets.setStatus(input, adminOf(request).adminId),
  );
}
