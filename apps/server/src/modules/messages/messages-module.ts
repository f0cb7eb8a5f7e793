import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createMessageEvents } from './message-events.js';
import { messageRoutes } from './message-routes.js';
import { createMessageService, type MessageService } from './message-service.js';

export interface MessagesModule {
  messages: MessageService;
  /**
   * For the accounts module: greets a new account. A greeting that fails is logged and does not
   * fail the sign-up that created the account.
   */
  onUserCreated(userId: number): Promise<void>;
}

export function messagesModule(app: FastifyInstance, deps: { db: Db }): MessagesModule {
  const events = createMessageEvents((error) =>
    app.log.error({ err: error }, 'a message event listener failed'),
  );
  const messages = createMessageService({ db: deps.db, events });
  messageRoutes(app, messages);
  return {
    messages,
    async onUserCreated(userId) {
      try {
        await messages.welcome(userId);
      } catch (error) {
        app.log.error({ err: error, userId }, 'the welcome message was not sent');
      }
    },
  };
}
