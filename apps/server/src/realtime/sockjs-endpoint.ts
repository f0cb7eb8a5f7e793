import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { ServerResponse, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { LRUCache } from 'lru-cache';
import sockjs, { type Connection, type ServerOptions } from 'sockjs';
import { WebSocketServer, type WebSocket } from 'ws';
import { sockjsMessage, type SharedFrame } from './shared-frame.js';

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

/**
 * The websocket transports: SockJS's (`<prefix>/<server>/<session>/websocket`, each name without
 * dots) and the raw one (`<prefix>/websocket`). The endpoint serves both itself on `ws`; SockJS's
 * own implementation costs each socket twice the memory and each open four times the time.
 */
const SOCKJS_WEBSOCKET_PATH = /^\/[^/.]+\/[^/.]+\/websocket$/;
const RAW_WEBSOCKET_PATH = '/websocket';
/** SockJS's close frame for a connection the server ends. */
const SOCKJS_CLOSE = 'c[1000,"Normal closure"]';
/** A SockJS message may escape each character of the frames it carries as up to six. */
const SOCKJS_ESCAPE_FACTOR = 6;
const TEXT = { binary: false } as const;

/** One client connection, whichever transport carries it. */
export interface RealtimeConnection {
  readonly remoteAddress: string | undefined;
  readonly forwardedFor: string | undefined;
  send(text: string): void;
  /** A frame made once for many sockets: its bytes are shared, not copied. */
  sendShared(frame: SharedFrame): void;
  close(): void;
}

/** What the endpoint tells of a connection: each transport message, and its end. */
export interface ConnectionListener {
  receive(text: string): void;
  close(): void;
}

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
  /** The longest STOMP frame a client may send, in characters. */
  maxFrameChars: number;
  onConnection(
    connection: RealtimeConnection,
    cookieHeader: string | undefined,
  ): ConnectionListener;
}

/** A connection on one of SockJS's polling or streaming transports, served by sockjs-node. */
class SockjsNodeConnection implements RealtimeConnection {
  readonly remoteAddress: string | undefined;
  readonly forwardedFor: string | undefined;

  constructor(private readonly connection: Connection) {
    this.remoteAddress = connection.remoteAddress;
    this.forwardedFor = connection.headers['x-forwarded-for'];
  }

  send(text: string): void {
    this.connection.write(text);
  }

  sendShared(frame: SharedFrame): void {
    this.connection.write(frame.text);
  }

  close(): void {
    this.connection.close();
  }
}

/**
 * A websocket, SockJS-framed (`o` at the start, `a[…]` messages both ways, `c[…]` at the end) or
 * raw (STOMP frames as they are).
 */
class WebSocketConnection implements RealtimeConnection {
  listener: ConnectionListener | null = null;
  /** Nothing was sent since the last keep-alive sweep. */
  quiet = false;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly framed: boolean,
    readonly remoteAddress: string | undefined,
    readonly forwardedFor: string | undefined,
  ) {}

  send(text: string): void {
    if (this.closed) return;
    this.quiet = false;
    this.ws.send(this.framed ? sockjsMessage(text) : text);
  }

  sendShared(frame: SharedFrame): void {
    if (this.closed) return;
    this.quiet = false;
    this.ws.send(this.framed ? frame.sockjs : frame.raw, TEXT);
  }

  /** SockJS's heart-beat on a quiet framed socket, a ping on a raw one. */
  keepAlive(): void {
    if (this.closed) return;
    if (this.framed) this.ws.send('h');
    else this.ws.ping();
  }

  /** A message, in one Buffer: the sockets keep ws's default binary type. */
  received(data: Buffer): void {
    if (this.closed) return;
    const text = data.toString();
    if (!this.framed) {
      this.listener?.receive(text);
      return;
    }
    if (text === '') return;
    let messages: unknown;
    try {
      messages = JSON.parse(text);
    } catch {
      messages = undefined;
    }
    const list = Array.isArray(messages) ? (messages as unknown[]) : [messages];
    if (!list.every((message): message is string => typeof message === 'string')) {
      this.end(3000, 'Broken framing.');
      return;
    }
    for (const message of list) this.listener?.receive(message);
  }

  close(): void {
    this.end(1000, 'Normal closure');
  }

  /** The socket is gone, from either side. */
  ended(): void {
    if (this.closed) return;
    this.closed = true;
    this.listener?.close();
  }

  private end(code: number, reason: string): void {
    if (this.closed) return;
    if (this.framed)
      this.ws.send(code === 1000 ? SOCKJS_CLOSE : `c${JSON.stringify([code, reason])}`);
    this.ws.close(code, reason);
    this.ended();
  }
}

export function attachSockjs(options: SockjsEndpointOptions): SockjsEndpoint {
  const { server, prefix, publicOrigin, log, maxFrameChars } = options;
  const cookies = new LRUCache<string, string>({
    max: TAGGED_COOKIES_MAX,
    ttl: TAGGED_COOKIE_TTL_MS,
  });
  const connections = new Set<Connection>();
  const sockets = new Set<WebSocketConnection>();

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
    const tag = new URL(connection.url, 'http://socket').searchParams.get(TAG);
    const cookieHeader = tag ? cookies.get(tag) : undefined;
    if (tag) cookies.delete(tag);
    const listener = options.onConnection(new SockjsNodeConnection(connection), cookieHeader);
    connection.on('data', (message: string) => listener.receive(message));
    connection.on('close', () => {
      connections.delete(connection);
      listener.close();
    });
  });

  // Browsers send Origin on every websocket upgrade and every POST (which all xhr transports
  // are): one that is missing or foreign is not the site's page, and its cookie says nothing.
  const believedCookie = (req: IncomingMessage): string | undefined =>
    req.headers.origin === publicOrigin ? req.headers.cookie : undefined;

  const tagRequest = (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://socket');
    // A tag the client sent itself could point at another visitor's cookie.
    url.searchParams.delete(TAG);
    const cookie = believedCookie(req);
    if (cookie) {
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
    if (event === 'upgrade' && acceptWebSocket(req, res as Duplex, head ?? Buffer.alloc(0))) {
      return true;
    }
    tagRequest(req);
    return sockjsHandlers[event].some((handler) => handler.call(server, req, res, head) === true);
  };
  const webSockets = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: maxFrameChars * SOCKJS_ESCAPE_FACTOR + 1024,
  });
  /** Takes a websocket transport's upgrade; false for any other path under the prefix. */
  const acceptWebSocket = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const path = (req.url ?? '').split('?')[0]?.slice(prefix.length) ?? '';
    const framed = SOCKJS_WEBSOCKET_PATH.test(path);
    if (!framed && path !== RAW_WEBSOCKET_PATH) return false;
    const cookieHeader = believedCookie(req);
    const forwardedFor = req.headers['x-forwarded-for'];
    webSockets.handleUpgrade(req, socket, head, (ws) => {
      const connection = new WebSocketConnection(
        ws,
        framed,
        req.socket.remoteAddress,
        Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      );
      sockets.add(connection);
      ws.on('message', (data: Buffer) => connection.received(data));
      ws.on('close', () => {
        sockets.delete(connection);
        connection.ended();
      });
      ws.on('error', (error) => log.debug({ err: error }, 'websocket error'));
      if (framed) ws.send('o');
      connection.listener = options.onConnection(connection, cookieHeader);
    });
    return true;
  };
  // One sweep for every websocket rather than a timer each: a socket that sent nothing since the
  // last sweep gets a heart-beat, so proxies keep it open whatever STOMP agreed.
  const keepAlive = setInterval(() => {
    for (const connection of sockets) {
      if (connection.quiet) connection.keepAlive();
      connection.quiet = true;
    }
  }, SOCKJS_HEARTBEAT_MS);
  keepAlive.unref();

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
      clearInterval(keepAlive);
      for (const connection of connections) connection.close();
      connections.clear();
      for (const connection of [...sockets]) connection.close();
      sockets.clear();
      cookies.clear();
    },
  };
}
