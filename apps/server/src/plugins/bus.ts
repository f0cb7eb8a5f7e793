import type { PushItem } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalBus, createRedisBus, type EventBus } from '../lib/event-bus.js';

/**
 * Sessions that ended (logout, password change or reset): every process closes the sockets that
 * hold them. `sessionHash` names one session; `userId` asks each process to check every socket of
 * that player against the database.
 */
export interface SessionRevoked {
  sessionHash?: string;
  userId?: number;
}

/** Every event the server processes tell each other. */
export interface BusEvents {
  /** A push to deliver to the matching sockets of every process. */
  push: PushItem;
  'session.revoked': SessionRevoked;
  /** The publisher changed games, banners or news: every process drops its cached reads. */
  'catalogue.changed': Record<string, never>;
}

export type Bus = EventBus<BusEvents>;

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}

/** `app.bus`: Redis pub/sub when a URL is given, so every process hears every event; else local. */
export const busPlugin = fp(
  (
    app: FastifyInstance,
    opts: { redisUrl?: string | undefined; prefix: string },
    done: (error?: Error) => void,
  ) => {
    const log = app.log.child({ module: 'bus' });
    const bus = opts.redisUrl
      ? createRedisBus<BusEvents>(opts.redisUrl, opts.prefix, log)
      : createLocalBus<BusEvents>(log);
    app.decorate('bus', bus);
    app.addHook('onClose', () => bus.close());
    done();
  },
  { name: 'bus' },
);
