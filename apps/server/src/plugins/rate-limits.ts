import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { Code, fail } from '@portal/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { CounterStore } from '../lib/counter-store.js';
import {
  LIMITS,
  limitMessage,
  limitsOfRoute,
  limitAppliesOf,
  namedAccountOf,
  type LimitName,
  type LimitSubject,
} from '../lib/route-limits.js';
import { requireUser } from './auth.js';

/** The key of a request its limit does not apply to (a visitor on a player's limit). */
const NOT_COUNTED = 'not-counted';

/**
 * @fastify/rate-limit's store on the counter store: in Redis when it is configured, so every
 * process counts the same requests, and in this process's memory while Redis is away (where the
 * plugin's own Redis store would fail each request or drop its limits), or without Redis at all.
 */
function counterStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  return class CounterRateStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hitWindow(`limits:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    // Each limit's keys start with its own name, so every limit can share one store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

async function subjectOf(subject: LimitSubject, request: FastifyRequest): Promise<string | null> {
  switch (subject) {
    case 'address':
      return normalizeIP(request.ip);
    case 'named account':
      return namedAccountOf(request) ?? null;
    case 'player':
      // A request without a valid session is answered by its handler (401); the rejection stays
      // with the request for the handler to meet.
      return requireUser(request).then(
        (user) => String(user.userId),
        () => null,
      );
  }
}

export type LimitSettings = Pick<Config, (typeof LIMITS)[LimitName]['setting']>;

/**
 * The rate limits of `ROUTE_LIMITS`: registered once, without a global limit, and put in front of
 * each limited route's handler as one hook, which counts the request against every limit of the
 * route and answers HTTP 429, Retry-After and 4290 past any of them.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { counters: CounterStore; settings: LimitSettings }) => {
    await app.register(rateLimit, { global: false, store: counterStore(opts.counters) });
    const limiters = new Map(
      (Object.keys(LIMITS) as LimitName[]).map((name) => {
        const limit = LIMITS[name];
        const check = app.createRateLimit({
          max: opts.settings[limit.setting],
          timeWindow: limit.windowMs,
          keyGenerator: async (request) => {
            const subject = await subjectOf(limit.subject, request);
            return subject === null ? NOT_COUNTED : `${name}:${subject}`;
          },
          allowList: (_request, key) => key === NOT_COUNTED,
        });
        return [name, check] as const;
      }),
    );

    const enforce =
      (
        names: readonly LimitName[],
        applies: ((request: FastifyRequest) => boolean) | undefined,
      ): preHandlerAsyncHookHandler =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (applies && !applies(request)) return;
        let refusal: { name: LimitName; retryAfter: number } | null = null;
        for (const name of names) {
          const check = limiters.get(name);
          if (!check) continue;
          const result = await check(request);
          if (result.isAllowed || !result.isExceeded) continue;
          const retryAfter = Math.max(1, result.ttlInSeconds);
          if (!refusal || retryAfter > refusal.retryAfter) refusal = { name, retryAfter };
        }
        if (!refusal) return;
        return reply
          .status(429)
          .header('retry-after', String(refusal.retryAfter))
          .send(fail(Code.RATE_LIMITED, limitMessage(LIMITS[refusal.name], refusal.retryAfter)));
      };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const names = methods.flatMap((method) => limitsOfRoute(method, route.url));
      if (names.length === 0) return;
      const existing = route.preHandler ?? [];
      const applies = limitAppliesOf(String(methods[0]), route.url);
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : [existing]),
        enforce(names, applies),
      ];
    });
  },
  { name: 'rate-limits', dependencies: ['counters', 'auth'] },
);
