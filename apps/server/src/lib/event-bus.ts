import { connectRedis } from './redis-connection.js';

/**
 * Named events with JSON payloads, told to every server process: in-process for a single
 * process, over Redis pub/sub when several share one Redis. Payloads must survive JSON.
 */
export interface EventBus<M extends object> {
  /** Resolves once the event is handed on; never rejects for a Redis failure. */
  publish<K extends keyof M & string>(name: K, payload: M[K]): Promise<void>;
  /** Calls the handler for each event of that name from any process; returns the unsubscribe. */
  subscribe<K extends keyof M & string>(name: K, handler: (payload: M[K]) => void): () => void;
  /** 'shared' while Redis carries the events; 'local' when in-process only or during an outage. */
  reach(): 'shared' | 'local';
  /** Resolves when the subscriptions made so far listen (at once when in-process). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface BusLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

type Handler = (payload: never) => void;

/** Handlers by event name, each called on its own so one failing handler spares the others. */
function createHandlers(log: BusLogger) {
  const byName = new Map<string, Set<Handler>>();
  return {
    add(name: string, handler: Handler): { first: boolean; remove: () => boolean } {
      let set = byName.get(name);
      const first = set === undefined;
      if (!set) {
        set = new Set();
        byName.set(name, set);
      }
      set.add(handler);
      return {
        first,
        remove: () => {
          set.delete(handler);
          if (set.size > 0) return false;
          byName.delete(name);
          return true;
        },
      };
    },
    deliver(name: string, payload: unknown): void {
      for (const handler of byName.get(name) ?? []) {
        try {
          (handler as (p: unknown) => void)(payload);
        } catch (error) {
          log.error({ err: error, event: name }, 'a bus handler failed');
        }
      }
    },
    names: () => [...byName.keys()],
    clear: () => byName.clear(),
  };
}

/**
 * Delivery copies the payload through JSON, as Redis would: a handler in this process sees what
 * one in another process sees, and cannot change what the publisher still holds.
 */
export function createLocalBus<M extends object>(log: BusLogger): EventBus<M> {
  const handlers = createHandlers(log);
  return {
    publish(name, payload) {
      const copy: unknown = JSON.parse(JSON.stringify(payload));
      setImmediate(() => handlers.deliver(name, copy));
      return Promise.resolve();
    },
    subscribe(name, handler) {
      return handlers.add(name, handler).remove;
    },
    reach: () => 'local',
    ready: () => Promise.resolve(),
    close() {
      handlers.clear();
      return Promise.resolve();
    },
  };
}

/** A publish waits this long at most for Redis before the event is delivered locally. */
const PUBLISH_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** Reconnection backs off up to this; a returning Redis is found again within it. */
const RECONNECT_MAX_DELAY_MS = 1_000;

/**
 * Two connections, as Redis requires: a subscribed connection can only listen. During an outage
 * (either connection down) events still reach this process's own handlers, and ioredis keeps
 * reconnecting and subscribes again, so sharing comes back by itself.
 */
export function createRedisBus<M extends object>(
  url: string,
  prefix: string,
  log: BusLogger,
): EventBus<M> {
  const channelPrefix = `${prefix}bus:`;
  const handlers = createHandlers(log);
  const options = {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (times: number) => Math.min(times * 100, RECONNECT_MAX_DELAY_MS),
  };
  const subscriber = connectRedis(url, {
    ...options,
    connectionName: `${prefix}bus-sub`,
    autoResubscribe: true,
    // SUBSCRIBE waits for the connection rather than fail: it is what brings sharing back.
    maxRetriesPerRequest: null,
  });
  const publisher = connectRedis(url, {
    ...options,
    connectionName: `${prefix}bus-pub`,
    // Fail at once while Redis is away: the event is then delivered locally, not queued.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });

  let degraded = false;
  let closing = false;
  const pending = new Set<Promise<unknown>>();
  const healthy = () => subscriber.status === 'ready' && publisher.status === 'ready';
  const onTrouble = (error: unknown) => {
    if (degraded || closing) return;
    degraded = true;
    log.warn({ err: error }, 'redis bus unavailable: events reach this process only');
  };
  const onReady = () => {
    if (degraded && healthy()) {
      degraded = false;
      log.info({}, 'redis bus restored');
    }
  };
  for (const connection of [subscriber, publisher]) {
    // Without a listener a lost connection is reported as an unhandled error.
    connection.on('error', onTrouble);
    connection.on('close', () => onTrouble(new Error('connection closed')));
    connection.on('ready', onReady);
  }

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (error) {
      log.warn({ err: error, channel }, 'a bus message that is not JSON was ignored');
      return;
    }
    handlers.deliver(channel.slice(channelPrefix.length), payload);
  });

  const listen = (name: string) => {
    const subscribing = subscriber
      .subscribe(`${channelPrefix}${name}`)
      .catch((error: unknown) => onTrouble(error))
      .finally(() => pending.delete(subscribing));
    pending.add(subscribing);
  };

  async function toRedis(name: string, json: string): Promise<boolean> {
    if (publisher.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('publish timed out')), PUBLISH_TIMEOUT_MS);
    });
    try {
      await Promise.race([publisher.publish(`${channelPrefix}${name}`, json), timeout]);
      return true;
    } catch (error) {
      onTrouble(error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async publish(name, payload) {
      const json = JSON.stringify(payload);
      const listening = subscriber.status === 'ready';
      const shared = await toRedis(name, json);
      // This process hears its own events through Redis only while it is subscribed there.
      if (!shared || !listening) handlers.deliver(name, JSON.parse(json));
    },
    subscribe(name, handler) {
      const { first, remove } = handlers.add(name, handler);
      if (first) listen(name);
      return () => {
        if (remove()) {
          subscriber.unsubscribe(`${channelPrefix}${name}`).catch(() => undefined);
        }
      };
    },
    reach: () => (healthy() ? 'shared' : 'local'),
    async ready() {
      await Promise.all([...pending]);
    },
    async close() {
      closing = true;
      handlers.clear();
      // QUIT would wait in the offline queue for a Redis that is away.
      await Promise.all(
        [subscriber, publisher].map(async (c) => {
          if (c.status !== 'ready') {
            c.disconnect();
            return;
          }
          await c.quit().catch(() => c.disconnect());
        }),
      );
    },
  };
}
