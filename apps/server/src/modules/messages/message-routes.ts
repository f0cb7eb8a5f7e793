import { endpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { CHANGES_OWN_VIEWS } from '../../lib/player-views.js';
import { defineRoute } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';
import { ownView } from '../../plugins/player-views.js';
import type { MessageService } from './message-service.js';

/** The signed-in player's messages; every call works on that player's own view only. */
export function messageRoutes(app: FastifyInstance, messages: MessageService): void {
  defineRoute(app, endpoints.messageList, (input, request) =>
    ownView(request, 'messages', input, (auth) => messages.list(auth.userId, input)),
  );

  defineRoute(app, endpoints.messageUnread, (input, request) =>
    ownView(request, 'messages', { unread: input }, (auth) => messages.unreadCount(auth.userId)),
  );

  defineRoute(
    app,
    endpoints.messageDetail,
    async (input, request) => messages.open((await requireUser(request)).userId, input.notifId),
    { viewChanges: CHANGES_OWN_VIEWS },
  );

  defineRoute(
    app,
    endpoints.messageDelete,
    async (input, request) => {
      await messages.remove((await requireUser(request)).userId, input.notifId);
      return {};
    },
    { viewChanges: CHANGES_OWN_VIEWS },
  );
}
