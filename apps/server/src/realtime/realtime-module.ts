import { Destination, ok, REALTIME_PATH, STOMP_CONNECT_TIMEOUT_MS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { PushService } from '../modules/pushes/push-service.js';
import type { SessionRevoked } from '../plugins/bus.js';
import { createCommonPushes } from './common-pushes.js';
import { createAuthenticator } from './connect-identity.js';
import { clientAddressOf, createConnectionLimits } from './connection-limits.js';
import { RealtimeHub } from './realtime-hub.js';
import { attachSockjs } from './sockjs-endpoint.js';
import { IdentityRefused, StompSession, type SessionHost } from './stomp-session.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { connectionCount(): number };
  }
}

/** How long one slice of the sessions' clock may hold the event loop. */
const CLOCK_SLICE_MS = 5;

/** The ERROR frame's message to every open connection when the process shuts down. */
export const SHUTDOWN_MESSAGE = 'the server is shutting down; connect again';

export type RealtimeConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'STOMP_HEARTBEAT_MS'
  | 'STOMP_MAX_SUBSCRIPTIONS'
  | 'STOMP_MAX_FRAME_CHARS'
  | 'TRUST_PROXY'
  | 'LIMIT_SOCKETS_PER_ADDRESS'
  | 'LIMIT_SOCKETS_PER_PLAYER'
>;

/**
 * The SockJS + STOMP endpoint on the app's own HTTP server, and the bridge from the bus: every
 * push heard on the bus goes to this process's subscribers, and every revoked session closes this
 * process's sockets that hold it.
 */
export function realtimeModule(
  app: FastifyInstance,
  deps: { config: RealtimeConfig; pushes: PushService },
): void {
  const { config, pushes } = deps;
  const log = app.log.child({ module: 'realtime' });
  const hub = new RealtimeHub();
  const limits = {
    heartbeatMs: config.STOMP_HEARTBEAT_MS,
    maxSubscriptions: config.STOMP_MAX_SUBSCRIPTIONS,
    connectTimeoutMs: STOMP_CONNECT_TIMEOUT_MS,
    maxFrameChars: config.STOMP_MAX_FRAME_CHARS,
  };
  const authenticate = createAuthenticator(app);
  const failed = (what: string) => (error: unknown) => log.warn({ err: error }, what);
  const connectionLimits = createConnectionLimits({
    counters: app.counters,
    perAddress: config.LIMIT_SOCKETS_PER_ADDRESS,
    perPlayer: config.LIMIT_SOCKETS_PER_PLAYER,
    onError: failed('could not count a realtime connection'),
  });

  const common = createCommonPushes((area) => pushes.commonCatchUp(area));

  const host: Omit<SessionHost, 'authenticate'> = {
    async pendingPushes(identity) {
      try {
        // A visitor is told the newest common pushes, the same for every visitor.
        return await (identity ? pushes.pending(identity.userId) : common.of(null));
      } catch (error) {
        failed('could not read the pending pushes')(error);
        return [];
      }
    },
    subscribed: (session, id, destination) => hub.subscribed(session, id, destination),
    unsubscribed: (session, id) => hub.unsubscribed(session, id),
    closed(session) {
      hub.removed(session);
      connectionLimits.release(session);
    },
    catchUp(session, id, destination) {
      if (destination.scope !== 'topic') return;
      const topic = destination.area ? Destination.topicArea(destination.area) : Destination.notify;
      common
        .of(destination.area ?? null)
        .then((pushList) => {
          if (pushList.length > 0) session.deliver(id, topic, JSON.stringify(ok({ pushList })));
        })
        .catch(failed('could not catch a subscriber up'));
    },
    bound(session, userId) {
      const queue = Destination.userQueue(userId);
      pushes
        .redDotStates(userId)
        .then((redDotList) => {
          const body = JSON.stringify(ok({ pushList: [], redDotList }));
          for (const id of session.subscriptionsTo(queue)) session.deliver(id, queue, body);
        })
        .catch(failed('could not send the red-dot state'));
    },
    log,
  };

  const endpoint = attachSockjs({
    server: app.server,
    prefix: REALTIME_PATH,
    publicOrigin: new URL(config.PUBLIC_URL).origin,
    log,
    maxFrameChars: config.STOMP_MAX_FRAME_CHARS,
    onConnection(connection, cookieHeader) {
      const address = clientAddressOf(
        connection.remoteAddress,
        connection.forwardedFor,
        config.TRUST_PROXY,
      );
      /** The player of CONNECT, once the connection has its places under the limits. */
      const admit = async (headers: Record<string, string>) => {
        const identity = await authenticate(headers, cookieHeader);
        const refusal = await connectionLimits.admit(session, address, identity?.userId ?? null);
        if (refusal) throw new IdentityRefused(refusal);
        return identity;
      };
      const session: StompSession = new StompSession(
        connection,
        { ...host, authenticate: admit },
        limits,
      );
      hub.added(session);
      return session;
    },
  });

  // One clock for every session (connect deadline, heart-beats both ways), fine enough for the
  // shortest heart-beat a session can agree, which is never below the server's offer. Each tick
  // looks at every session in slices, as a broadcast does: the heart-beats due at once on ten
  // thousand sockets are a burst of writes of their own.
  const tickMs = Math.max(10, Math.min(250, Math.floor(config.STOMP_HEARTBEAT_MS / 4)));
  let sweeping = false;
  const clock = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const sessions = hub.all();
    let next = 0;
    const sweep = () => {
      const deadline = performance.now() + CLOCK_SLICE_MS;
      const now = Date.now();
      while (next < sessions.length) {
        sessions[next]?.tick(now, tickMs);
        next += 1;
        if (next % 8 === 0 && performance.now() >= deadline) {
          setImmediate(sweep);
          return;
        }
      }
      sweeping = false;
    };
    sweep();
  }, tickMs);
  clock.unref();

  const revoke = async (revoked: SessionRevoked) => {
    const { sessionHash, userId } = revoked;
    for (const session of hub.all()) {
      const identity = session.identity;
      if (!identity) continue;
      const ended =
        identity.sessionHash === sessionHash ||
        (identity.userId === userId && !(await app.sessions.isLive(identity.sessionHash)));
      if (ended) session.fail('session ended');
    }
  };

  const unsubscribes = [
    app.bus.subscribe('push', (item) => {
      if (item.userId === undefined) common.changed();
      hub.deliver(item);
    }),
    app.bus.subscribe('session.revoked', (revoked) => {
      revoke(revoked).catch(failed('could not close the sockets of a revoked session'));
    }),
  ];

  app.decorate('realtime', { connectionCount: () => hub.connectionCount });
  app.addHook('preClose', (done) => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    // An ERROR frame rather than a silent close: the client knows to connect again, and the
    // load balancer sends it to a process that is not going away.
    clearInterval(clock);
    hub.stop();
    for (const session of hub.all()) session.fail(SHUTDOWN_MESSAGE);
    endpoint.close();
    connectionLimits.close();
    done();
  });
}
