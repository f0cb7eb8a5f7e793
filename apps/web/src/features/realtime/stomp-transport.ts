import {
  REALTIME_PATH,
  SOCKET_RECONNECT_MS,
  SOCKJS_INFO_TIMEOUT_MS,
  STOMP_HEARTBEAT_MS,
} from '@portal/contracts';
import type { Client } from '@stomp/stompjs';
import type { Transport } from './transport';

/**
 * The SockJS transports the server offers: the ones whose requests carry the site's Origin, by
 * which the server knows the session cookie comes from the site's own page.
 */
const SOCKJS_TRANSPORTS = ['websocket', 'xhr-streaming', 'xhr-polling'];

/**
 * The spec's transport: SockJS at /ws/user/init with STOMP 1.2 framing, heart-beats 10 s each way,
 * a new attempt 3 s after a connection error. Both libraries load in their own chunk after the
 * page, so the socket costs the first paint nothing. The socket is same-origin: the session
 * cookie says who the player is, and no token is ever put in a frame.
 */
export const stompTransport: Transport = {
  open: ({ onConnect, onError }) => {
    let client: Client | null = null;
    let closed = false;
    const load = () =>
      Promise.all([import('@stomp/stompjs'), import('sockjs-client/dist/sockjs.min.js')]).then(
        ([{ Client: StompClient }, { default: SockJS }]) => {
          if (closed) return;
          const stomp = new StompClient({
            webSocketFactory: () =>
              new SockJS(REALTIME_PATH, undefined, {
                timeout: SOCKJS_INFO_TIMEOUT_MS,
                transports: SOCKJS_TRANSPORTS,
              }),
            reconnectDelay: SOCKET_RECONNECT_MS,
            heartbeatIncoming: STOMP_HEARTBEAT_MS,
            heartbeatOutgoing: STOMP_HEARTBEAT_MS,
            onConnect: (connected) =>
              onConnect(
                {
                  subscribe: (destination, onBody) => {
                    const subscription = stomp.subscribe(destination, (message) =>
                      onBody(message.body),
                    );
                    return () => {
                      if (stomp.connected) subscription.unsubscribe();
                    };
                  },
                  publish: (destination, body) => stomp.publish({ destination, body }),
                },
                connected.body,
              ),
            onStompError: (frame) => onError(frame.headers.message ?? 'STOMP error'),
            onWebSocketError: (event: unknown) => onError(event),
          });
          client = stomp;
          stomp.activate();
        },
        (error: unknown) => {
          // The chunk did not load (offline, a deploy in between): try again as after an error.
          onError(error);
          if (!closed) setTimeout(() => void load(), SOCKET_RECONNECT_MS);
        },
      );
    void load();
    return () => {
      closed = true;
      void client?.deactivate();
    };
  },
};
