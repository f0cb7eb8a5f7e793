import {
  bindMessageSchema,
  createFrameDecoder,
  Destination,
  encodeFrame,
  HEARTBEAT_GRACE_FACTOR,
  negotiateHeartbeat,
  negotiateVersion,
  ok,
  parseDestination,
  STOMP_VERSION,
  STOMP_VERSIONS,
  StompProtocolError,
  type ParsedDestination,
  type PushItem,
  type StompFrame,
  type StompServerCommand,
  type StompVersion,
} from '@portal/contracts';
import type { SharedFrame } from './shared-frame.js';

/** The player behind a connection, from the token given at CONNECT or the session cookie. */
export interface Identity {
  userId: number;
  sessionHash: string;
}

/** Raised by `authenticate` for a token that was given but does not open a session. */
export class IdentityRefused extends Error {
  override name = 'IdentityRefused';
}

/** What a session writes to: one SockJS connection. */
export interface Transport {
  send(text: string): void;
  /** A frame made once for many sockets: its bytes are shared, not copied. */
  sendShared(frame: SharedFrame): void;
  close(): void;
}

export interface SessionLimits {
  /** The heart-beat both ways the server offers (spec: 10 s out, 10 s in). */
  heartbeatMs: number;
  maxSubscriptions: number;
  connectTimeoutMs: number;
  maxFrameChars: number;
}

/** What the session asks of the rest of the server. */
export interface SessionHost {
  /** The player of the CONNECT headers (or the cookie); null for a visitor. */
  authenticate(headers: Record<string, string>): Promise<Identity | null>;
  /** What CONNECTED tells at once in its `data.pushList`: the pushes waiting for this client. */
  pendingPushes(identity: Identity | null): Promise<PushItem[]>;
  subscribed(session: StompSession, id: string, destination: string): void;
  unsubscribed(session: StompSession, id: string): void;
  /** After a subscription is confirmed: the pushes it should catch up on. */
  catchUp(session: StompSession, id: string, destination: ParsedDestination): void;
  /** The spec's bind message from the connected player. */
  bound(session: StompSession, userId: number): void;
  closed(session: StompSession): void;
  log: { debug(details: object, message: string): void };
}

type State = 'awaiting-connect' | 'connecting' | 'connected' | 'closed';

let nextSessionNumber = 0;

/**
 * One STOMP conversation (1.0, 1.1 or 1.2, the highest both sides speak) over one transport
 * connection. Frames are handled in the order they arrive, CONNECT included (it waits for the
 * token check). A subscription or a send the client may not make is not acted on and nothing
 * else happens (a RECEIPT when it asked for one): the connection stays, so a client that
 * reconnects on every error cannot fall into a loop. What breaks the protocol ends the
 * connection: with an ERROR frame first in 1.2; in 1.0 and 1.1 by closing only, because
 * stomp.js 2.x (the client that speaks them) calls its error callback once for the ERROR frame
 * and again for the close, and a client that reconnects from that callback would connect twice
 * per failure. The process and every other connection carry on.
 */
export class StompSession {
  readonly id = `s${(nextSessionNumber += 1).toString(36)}-${Date.now().toString(36)}`;
  identity: Identity | null = null;
  private state: State = 'awaiting-connect';
  /** The version agreed at CONNECT; frames before it are read and written as 1.2. */
  version: StompVersion = STOMP_VERSION;
  private readonly decoder;
  private readonly subscriptions = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly openedAt = Date.now();
  private lastReceived = this.openedAt;
  private lastSent = this.openedAt;
  /** The heart-beats agreed at CONNECT, in ms (0: none); `tick` keeps them. */
  private outgoing = 0;
  private incoming = 0;
  private messageCount = 0;

  constructor(
    private readonly transport: Transport,
    private readonly host: SessionHost,
    private readonly limits: SessionLimits,
  ) {
    this.decoder = createFrameDecoder({ maxFrameChars: limits.maxFrameChars });
  }

  /**
   * The session's clock, called for every session from one timer of the process (a timer or two
   * per socket would cost each socket their memory): ends a connection that sent no CONNECT in
   * time or whose heart-beats stopped, and sends ours when one is due within `slackMs`.
   */
  tick(now: number, slackMs: number): void {
    if (this.state === 'awaiting-connect') {
      if (now - this.openedAt >= this.limits.connectTimeoutMs) {
        this.fail('no CONNECT frame in time');
      }
      return;
    }
    if (this.state !== 'connected') return;
    if (this.incoming > 0 && now - this.lastReceived > this.incoming * HEARTBEAT_GRACE_FACTOR) {
      this.fail('heart-beat timed out');
      return;
    }
    // Any frame counts as a heart-beat; only a quiet connection needs one of its own.
    if (this.outgoing > 0 && now - this.lastSent + slackMs >= this.outgoing) {
      this.lastSent = now;
      this.transport.send('\n');
    }
  }

  get isOpen(): boolean {
    return this.state !== 'closed';
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  /** One transport message: any number of frames, parts of frames or heart-beats. */
  receive(text: string): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.decoder.push(text).frames;
    } catch (error) {
      this.fail(error instanceof StompProtocolError ? error.message : 'malformed frame');
      return;
    }
    for (const frame of frames) {
      this.queue = this.queue
        .then(() => this.handle(frame))
        .catch((error: unknown) => {
          this.fail(error instanceof StompProtocolError ? error.message : 'internal error');
          if (!(error instanceof StompProtocolError)) {
            this.host.log.debug({ err: error, session: this.id }, 'a frame failed');
          }
        });
    }
  }

  /** Whether a MESSAGE on this subscription would be sent now. */
  receives(subscriptionId: string): boolean {
    return this.state === 'connected' && this.subscriptions.has(subscriptionId);
  }

  /**
   * A MESSAGE made once for every socket of a broadcast (its message-id names the broadcast),
   * for a subscription that `receives`.
   */
  deliverShared(frame: SharedFrame): void {
    this.lastSent = Date.now();
    this.transport.sendShared(frame);
  }

  /** A MESSAGE on one of this session's subscriptions. */
  deliver(subscriptionId: string, destination: string, body: string): void {
    if (this.state !== 'connected' || !this.subscriptions.has(subscriptionId)) return;
    this.messageCount += 1;
    this.write(
      'MESSAGE',
      {
        destination,
        subscription: subscriptionId,
        'message-id': `${this.id}-${this.messageCount}`,
        'content-type': 'application/json',
      },
      body,
    );
  }

  /** Subscription ids of this session whose destination is the given one. */
  subscriptionsTo(destination: string): string[] {
    return [...this.subscriptions].filter(([, d]) => d === destination).map(([id]) => id);
  }

  /**
   * Ends the conversation: an ERROR frame that says why (not in 1.0 and 1.1 once agreed, see the
   * class), then the connection closes.
   */
  fail(message: string, receipt?: string, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    if (this.state !== 'connected' || this.version === '1.2') {
      const headers: Record<string, string> = { message, ...extra, 'content-type': 'text/plain' };
      if (receipt !== undefined) headers['receipt-id'] = receipt;
      this.write('ERROR', headers, message);
    } else {
      this.host.log.debug({ session: this.id, version: this.version, message }, 'closed');
    }
    this.close();
  }

  /** A frame the client may not send here: nothing is done, and the connection stays. */
  private ignore(frame: StompFrame, why: string): void {
    this.host.log.debug({ session: this.id, command: frame.command, why }, 'frame not acted on');
    this.receipt(frame);
  }

  /** Closes the connection (the transport's close or ours); safe to call more than once. */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.subscriptions.clear();
    this.host.closed(this);
    this.transport.close();
  }

  private write(command: StompServerCommand, headers: Record<string, string>, body = ''): void {
    this.lastSent = Date.now();
    this.transport.send(encodeFrame({ command, headers, body }, this.version));
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.write('RECEIPT', { 'receipt-id': receipt });
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      await this.connect(frame);
      return;
    }
    if (this.state !== 'connected') throw new StompProtocolError('CONNECT first');
    const receipt = frame.headers.receipt;
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.subscribe(frame);
        return;
      case 'UNSUBSCRIBE': {
        const id = frame.headers.id;
        if (id === undefined) throw new StompProtocolError('UNSUBSCRIBE needs an id header');
        if (this.subscriptions.delete(id)) this.host.unsubscribed(this, id);
        this.receipt(frame);
        return;
      }
      case 'SEND':
        this.send(frame);
        return;
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto; an acknowledgement has nothing left to settle.
        this.receipt(frame);
        return;
      case 'DISCONNECT':
        this.receipt(frame);
        this.close();
        return;
      default:
        this.fail(`${frame.command} is not supported`, receipt);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.state !== 'awaiting-connect') throw new StompProtocolError('already connected');
    const version = negotiateVersion(frame.headers['accept-version']);
    if (!version) {
      this.fail(`supported protocol versions are ${STOMP_VERSIONS.join(' ')}`, undefined, {
        version: STOMP_VERSIONS.join(','),
      });
      return;
    }
    this.state = 'connecting';
    try {
      this.identity = await this.host.authenticate(frame.headers);
    } catch (error) {
      if (error instanceof IdentityRefused) {
        this.fail(error.message);
        return;
      }
      throw error;
    }
    const pushList = await this.host.pendingPushes(this.identity);
    // The transport may have closed while the token was checked.
    if (!this.isOpen) return;
    this.state = 'connected';
    this.version = version;
    const headers: Record<string, string> = {
      version,
      session: this.id,
      server: 'playhaven',
      'content-type': 'application/json',
    };
    // STOMP 1.0 has no heart-beating.
    const offer = { send: this.limits.heartbeatMs, receive: this.limits.heartbeatMs };
    const agreed =
      version === '1.0'
        ? { outgoing: 0, incoming: 0 }
        : negotiateHeartbeat(frame.headers['heart-beat'], offer);
    if (version !== '1.0') headers['heart-beat'] = `${offer.send},${offer.receive}`;
    if (this.identity) headers['user-name'] = String(this.identity.userId);
    this.write('CONNECTED', headers, JSON.stringify(ok({ pushList })));
    this.outgoing = agreed.outgoing;
    this.incoming = agreed.incoming;
    // The silence the client is allowed starts now, not at the socket's opening.
    this.lastReceived = Date.now();
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (id === undefined || destination === undefined) {
      throw new StompProtocolError('SUBSCRIBE needs id and destination headers');
    }
    if (this.subscriptions.has(id)) throw new StompProtocolError(`subscription ${id} exists`);
    if (this.subscriptions.size >= this.limits.maxSubscriptions) {
      this.ignore(frame, 'too many subscriptions');
      return;
    }
    const parsed = parseDestination(destination);
    if (!parsed) {
      this.ignore(frame, `unknown destination ${destination.slice(0, 64)}`);
      return;
    }
    if (parsed.scope === 'user' && parsed.userId !== this.identity?.userId) {
      this.ignore(frame, 'a player queue is for its own player only');
      return;
    }
    this.subscriptions.set(id, destination);
    this.host.subscribed(this, id, destination);
    this.receipt(frame);
    this.host.catchUp(this, id, parsed);
  }

  private send(frame: StompFrame): void {
    if (frame.headers.destination !== Destination.bind) {
      this.ignore(frame, `clients may send to ${Destination.bind} only`);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(frame.body);
    } catch {
      body = null;
    }
    const bind = bindMessageSchema.safeParse(body);
    if (!bind.success) {
      this.ignore(frame, 'the bind message needs {"userid": ...}');
      return;
    }
    const userId = Number(bind.data.userid);
    if (!this.identity || this.identity.userId !== userId) {
      this.ignore(frame, 'bind is for the connected player only');
      return;
    }
    this.receipt(frame);
    this.host.bound(this, userId);
  }
}
