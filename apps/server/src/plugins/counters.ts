import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../lib/counter-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

/**
 * `app.counters`: in Redis when a URL is given, so that limits hold across several server
 * processes; in memory otherwise.
 */
export const countersPlugin = fp(
  (app: FastifyInstance, opts: { redisUrl?: string | undefined; prefix?: string }, done) => {
    const store = opts.redisUrl
      ? createRedisCounterStore(opts.redisUrl, opts.prefix, {
          onError: (err) => app.log.warn({ err }, 'redis counters unavailable'),
        })
      : createMemoryCounterStore();
    app.decorate('counters', store);
    app.addHook('onClose', () => store.close());
    done();
  },
  { name: 'counters' },
);
