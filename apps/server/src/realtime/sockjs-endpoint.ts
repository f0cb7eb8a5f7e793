import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { ServerResponse, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { LRUCache } from 'lru-cache';
import sockjs, { type Connection, type ServerOptions } from 'sockjs';

/**
 * SockJS keeps the request's cookies from the connection it hands over, but the session cookie is
 * how the site (whose tokens are HttpOnly) says who it is. So each SockJS request is tagged with a
 * one-off query value, its Cookie header is kept under that value for a short while, and the
 * connection finds it again through its URL.
 */
const TAG = '__conn';
const TAGGED_COOKIES_MAX = 10_000;
const TAGGED_COOKIE_TTL_MS = 60_000;
/** Sessions of the polling transports are dropped this long after their last poll. */
const SOCKJS_DISCONNECT_DELAY_MS = 5_000;
/** SockJS's own keep-alive on streaming transports, below common proxy idle timeouts. */
const SOCKJS_HEARTBEAT_MS = 25_000;

/**
 * Transports the site does not use (it keeps to websocket, xhr-streaming and xhr-polling) and
 * whose requests another page can make unseen: JSONP and htmlfile are a script and a frame, sent
 * without Origin, eventsource is a GET the site's own would send without one too, and the iframe
 * page serves only the iframe-based transports. None of them is served.
 */
const REFUSED_PATH = /\/(?:jsonp|jsonp_send|htmlfile|eventsource|iframe[0-9a-z._-]*\.html)$/i;

/** The fixed headers of the refusal: an answer that nothing may run, frame or sniff. */
const REFUSAL_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** What SockJS listens with: true when the request was on one of its paths and is now its. */
type SockjsHandler = (
  req: IncomingMessage,
  res: ServerResponse | Duplex,
  head: Buffer | undefined,
) => boolean;

export interface SockjsEndpoint {
  close(): void;
}

export interface SockjsEndpointOptions {
  server: Server;
  prefix: string;
  /** The site's origin: a cookie is believed only from the site's own pages (see `tagRequest`). */
  publicOrigin: string;
  log: { debug(details: object, message: string): void };
  onConnection(connection: Connection, cookieHeader: string | undefined): void;
}

export function attachSockjs(options: SockjsEndpointOptions): SockjsEndpoint {
  const { server, prefix, publicOrigin, log } = options;
  const cookies = new LRUCache<string, string>({
    max: TAGGED_COOKIES_MAX,
    ttl: TAGGED_COOKIE_TTL_MS,
  });
  const connections = new Set<Connection>();

  const serverOptions: ServerOptions & { disable_cors: boolean } = {
    prefix,
    disconnect_delay: SOCKJS_DISCONNECT_DELAY_MS,
    heartbeat_delay: SOCKJS_HEARTBEAT_MS,
    // The site's socket is same-origin: no answer needs CORS headers, and SockJS's own would hand
    // `/info` and the xhr transports to any Origin, with credentials.
    disable_cors: true,
    log: (severity, line) => log.debug({ severity }, line),
  };
  const sockjsServer = sockjs.createServer(serverOptions);

  sockjsServer.on('connection', (connection: Connection | null) => {
    // sockjs-node reports a connection that closed before it was handed over as null.
    if (!connection) return;
    connections.add(connection);
    connection.on('close', () => connections.delete(connection));
    const tag = new URL(connection.url, 'http://socket').searchParams.get(TAG);
    const cookieHeader = tag ? cookies.get(tag) : undefined;
    if (tag) cookies.delete(tag);
    options.onConnection(connection, cookieHeader);
  });

  const tagRequest = (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://socket');
    // A tag the client sent itself could point at another visitor's cookie.
    url.searchParams.delete(TAG);
    // Browsers send Origin on every websocket upgrade and every POST (which all xhr transports
    // are): one that is missing or foreign is not the site's page, and its cookie says nothing.
    const origin = req.headers.origin;
    const cookie = req.headers.cookie;
    if (cookie && origin === publicOrigin) {
      const tag = randomBytes(16).toString('hex');
      cookies.set(tag, cookie);
      url.searchParams.set(TAG, tag);
    }
    req.url = `${url.pathname}${url.search}`;
  };

  // SockJS installs its handlers on an emitter of its own, not on the server: put in front of
  // every request, as it would be, it costs each API answer about a sixth of its time. The
  // server keeps one 'request' listener, which shows SockJS only the paths under its prefix and
  // gives the app whatever SockJS does not take.
  const realtime = new EventEmitter();
  sockjsServer.installHandlers(realtime as Server);
  const sockjsHandlers = {
    request: realtime.listeners('request') as SockjsHandler[],
    upgrade: realtime.listeners('upgrade') as SockjsHandler[],
  };
  const takenBySockjs = (
    event: 'request' | 'upgrade',
    req: IncomingMessage,
    res: ServerResponse | Duplex,
    head?: Buffer,
  ) => {
    // SockJS's own paths: the prefix alone, or followed by a slash.
    const url = req.url ?? '';
    const next = url.charAt(prefix.length);
    if (!url.startsWith(prefix) || (next !== '' && next !== '/')) return false;
    if (REFUSED_PATH.test(url.split('?')[0] ?? '')) {
      if (res instanceof ServerResponse) res.writeHead(404, REFUSAL_HEADERS).end('Not offered.\n');
      else res.destroy();
      return true;
    }
    tagRequest(req);
    return sockjsHandlers[event].some((handler) => handler.call(server, req, res, head) === true);
  };
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const onRequest: RequestListener = (req, res) => {
    if (takenBySockjs('request', req, res)) return;
    for (const listener of appListeners) listener.call(server, req, res);
  };
  // Nothing else upgrades a connection.
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!takenBySockjs('upgrade', req, socket, head)) socket.destroy();
  };
  server.on('request', onRequest);
  server.on('upgrade', onUpgrade);

  return {
    close() {
      server.off('request', onRequest);
      server.off('upgrade', onUpgrade);
      for (const listener of appListeners) server.on('request', listener);
      for (const connection of connections) connection.close();
      connections.clear();
      cookies.clear();
    },
  };
}
