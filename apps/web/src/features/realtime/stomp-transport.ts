import {
  REALTIME_PATH,
  SOCKET_RECONNECT_MS,
  SOCKJS_INFO_TIMEOUT_MS,
  STOMP_HEARTBEAT_MS,
} from '@portal/contracts';
import type { Client } from '@stomp/stompjs';
import type SockJS from 'sockjs-client';
import type { Transport } from './transport';

/**
 * The SockJS transports the server offers: the ones whose requests carry the site's Origin, by
 * which the server knows the session cookie comes from the site's own page.
 */
const SOCKJS_TRANSPORTS = ['websocket', 'xhr-streaming', 'xhr-polling'];

type SockJsClass = typeof SockJS;

/** The endpoint's raw WebSocket (SockJS's `<prefix>/websocket`), on the page's own host. */
export function rawSocketUrl(page: string): string {
  const url = new URL(`${REALTIME_PATH}/websocket`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * The spec's transport: SockJS at /ws/user/init with STOMP 1.2 framing, heart-beats 10 s each way,
 * a new attempt 3 s after a connection error. The socket is same-origin: the session cookie says
 * who the player is, and no token is ever put in a frame.
 *
 * A browser with WebSocket first connects to the endpoint's raw WebSocket, which SockJS serves
 * beside its own transports: no info request and no SockJS client, whose code costs a phone a
 * long task to run. If that socket closes before STOMP connects (a proxy that refuses upgrades),
 * every later attempt goes through the SockJS client, loaded then, which falls back to xhr. STOMP
 * loads in its own chunk after the page, so the socket costs the first paint nothing.
 */
export const stompTransport: Transport = {
  open: ({ onConnect, onError }) => {
    let client: Client | null = null;
    let closed = false;
    let sockJs: SockJsClass | null = null;
    let raw = typeof WebSocket === 'function';
    const load = () =>
      import('@stomp/stompjs').then(
        ({ Client: StompClient }) => {
          if (closed) return;
          let connectedOnce = false;
          const stomp = new StompClient({
            beforeConnect: async () => {
              if (raw || sockJs) return;
              try {
                sockJs = (await import('sockjs-client/dist/sockjs.min.js')).default;
              } catch {
                // Not loaded (offline, a deploy in between): this attempt takes the raw socket.
              }
            },
            webSocketFactory: () =>
              raw || !sockJs
                ? new WebSocket(rawSocketUrl(window.location.href))
                : new sockJs(REALTIME_PATH, undefined, {
                    timeout: SOCKJS_INFO_TIMEOUT_MS,
                    transports: SOCKJS_TRANSPORTS,
                  }),
            reconnectDelay: SOCKET_RECONNECT_MS,
            heartbeatIncoming: STOMP_HEARTBEAT_MS,
            heartbeatOutgoing: STOMP_HEARTBEAT_MS,
            onConnect: (connected) => {
              connectedOnce = true;
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
              );
            },
            onWebSocketClose: () => {
              // A raw socket that never carried STOMP: this network takes SockJS's way from now.
              if (raw && !connectedOnce) raw = false;
            },
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
