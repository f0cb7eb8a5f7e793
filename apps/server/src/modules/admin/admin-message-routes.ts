import { adminEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { adminOf } from './admin-auth.js';
import type { AdminMessageService } from './admin-message-service.js';

/** Messages to players; registered behind the admin guard. */
export function adminMessageRoutes(scope: FastifyInstance, messages: AdminMessageService): void {
  defineRoute(scope, adminEndpoints.messageSend, (input, request) =>
    messages.send(input, adminOf(request).adminId),
  );
  defineRoute(scope, adminEndpoints.messageList, (input) => messages.list(input));
}
