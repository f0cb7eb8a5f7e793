import { randomBytes } from 'node:crypto';
import { encodeFrame, ok, pushDestination, type PushItem } from '@portal/contracts';
import { SharedFrame } from './shared-frame.js';
import type { StompSession } from './stomp-session.js';

interface Subscription {
  session: StompSession;
  id: string;
  destination: string;
}

/** One push on its way to the subscribers its destination had when it arrived. */
interface Broadcast {
  destination: string;
  body: string;
  messageId: string;
  targets: Subscription[];
  next: number;
  /** The MESSAGE frame by STOMP version and subscription id: most sockets share one. */
  frames: Map<string, SharedFrame>;
}

export interface HubOptions {
  /**
   * How long one slice of a broadcast may hold the event loop before timers, requests and the
   * sockets' own frames run; the broadcast then goes on where it stopped.
   */
  sliceMs?: number;
  /** Sockets sent to between two looks at the clock. */
  socketsPerCheck?: number;
}

const SLICE_MS = 8;
const SOCKETS_PER_CHECK = 8;

/**
 * The connections of this process and who listens where. Each process delivers every push (heard
 * on the bus) to its own subscribers; nothing here is shared between processes.
 *
 * A push to thousands of sockets goes out in slices that yield to the event loop between them,
 * so the server keeps answering while it is sent. Broadcasts go out one after the other, in the
 * order they arrived, so every socket gets its pushes in order; each frame's bytes are made once
 * and shared by the sockets that read the same version and subscription id.
 */
export class RealtimeHub {
  private readonly sessions = new Set<StompSession>();
  private readonly byDestination = new Map<string, Set<Subscription>>();
  private readonly bySession = new Map<StompSession, Map<string, Subscription>>();
  private readonly outbox: Broadcast[] = [];
  private pumping: NodeJS.Immediate | null = null;
  private readonly tag = randomBytes(4).toString('hex');
  private broadcastCount = 0;
  private readonly sliceMs: number;
  private readonly socketsPerCheck: number;

  constructor(options: HubOptions = {}) {
    this.sliceMs = options.sliceMs ?? SLICE_MS;
    this.socketsPerCheck = Math.max(1, options.socketsPerCheck ?? SOCKETS_PER_CHECK);
  }

  /** Open connections of this process, for metrics. */
  get connectionCount(): number {
    return this.sessions.size;
  }

  /** Sockets a broadcast still has to reach, summed over the waiting broadcasts. */
  get backlog(): number {
    return this.outbox.reduce((sum, b) => sum + b.targets.length - b.next, 0);
  }

  added(session: StompSession): void {
    this.sessions.add(session);
  }

  removed(session: StompSession): void {
    this.sessions.delete(session);
    for (const subscription of this.bySession.get(session)?.values() ?? []) {
      this.detach(subscription);
    }
    this.bySession.delete(session);
  }

  subscribed(session: StompSession, id: string, destination: string): void {
    const subscription = { session, id, destination };
    let set = this.byDestination.get(destination);
    if (!set) {
      set = new Set();
      this.byDestination.set(destination, set);
    }
    set.add(subscription);
    let own = this.bySession.get(session);
    if (!own) {
      own = new Map();
      this.bySession.set(session, own);
    }
    own.set(id, subscription);
  }

  unsubscribed(session: StompSession, id: string): void {
    const subscription = this.bySession.get(session)?.get(id);
    if (!subscription) return;
    this.bySession.get(session)?.delete(id);
    this.detach(subscription);
  }

  /**
   * Sends a push to every subscriber of its destination on this process: the first slice at
   * once, the rest after the event loop had its turn. Answers how many subscribers it goes to.
   */
  deliver(item: PushItem): number {
    const destination = pushDestination(item);
    const subscribers = this.byDestination.get(destination);
    if (!subscribers) return 0;
    this.broadcastCount += 1;
    this.outbox.push({
      destination,
      body: JSON.stringify(ok({ pushList: [item] })),
      messageId: `b${this.tag}-${this.broadcastCount.toString(36)}`,
      targets: [...subscribers],
      next: 0,
      frames: new Map(),
    });
    if (this.pumping === null && this.outbox.length === 1) this.pump();
    return subscribers.size;
  }

  /** The connections of one player on this process. */
  sessionsOf(userId: number): StompSession[] {
    return [...this.sessions].filter((s) => s.identity?.userId === userId);
  }

  all(): StompSession[] {
    return [...this.sessions];
  }

  /** Drops what is still to be sent (the process is closing). */
  stop(): void {
    if (this.pumping !== null) clearImmediate(this.pumping);
    this.pumping = null;
    this.outbox.length = 0;
  }

  private pump(): void {
    this.pumping = null;
    const deadline = performance.now() + this.sliceMs;
    let sent = 0;
    while (this.outbox.length > 0) {
      const broadcast = this.outbox[0] as Broadcast;
      const { targets } = broadcast;
      while (broadcast.next < targets.length) {
        const { session, id } = targets[broadcast.next] as Subscription;
        broadcast.next += 1;
        // A socket that closed or unsubscribed since the push arrived is passed over.
        if (session.receives(id)) session.deliverShared(this.frameFor(broadcast, session, id));
        sent += 1;
        if (sent % this.socketsPerCheck === 0 && performance.now() >= deadline) {
          this.pumping = setImmediate(() => this.pump());
          return;
        }
      }
      this.outbox.shift();
    }
  }

  private frameFor(broadcast: Broadcast, session: StompSession, id: string): SharedFrame {
    const key = `${session.version}\n${id}`;
    let frame = broadcast.frames.get(key);
    if (!frame) {
      const headers = {
        destination: broadcast.destination,
        subscription: id,
        'message-id': broadcast.messageId,
        'content-type': 'application/json',
      };
      frame = new SharedFrame(
        encodeFrame({ command: 'MESSAGE', headers, body: broadcast.body }, session.version),
      );
      broadcast.frames.set(key, frame);
    }
    return frame;
  }

  private detach(subscription: Subscription): void {
    const set = this.byDestination.get(subscription.destination);
    if (set?.delete(subscription) && set.size === 0) {
      this.byDestination.delete(subscription.destination);
    }
  }
}
