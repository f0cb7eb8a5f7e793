import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import type { MessageService } from './message-service.js';

/** The signed-in player's messages; every call works on that player's own view only. */
export function messageRoutes(app: FastifyInstance, messages: MessageService): void {
  defineRoute(app, endpoints.messageList, async (input, request) =>
    messages.list((await requireUser(request)).userId, input),
  );

  defineRoute(app, endpoints.messageUnread, async (_input, request) =>
    messages.unreadCount((await requireUser(request)).userId),
  );

  defineRoute(app, endpoints.messageDetail, async (input, request) =>
    messages.open((await requireUser(request)).userId, input.notifId),
  );

  defineRoute(app, endpoints.messageDelete, async (input, request) => {
    await messages.remove((await requireUser(request)).userId, input.notifId);
    return {};
  });
}
