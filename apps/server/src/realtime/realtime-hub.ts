import { ok, pushDestination, type PushItem } from '@portal/contracts';
import type { StompSession } from './stomp-session.js';

interface Subscription {
  session: StompSession;
  id: string;
  destination: string;
}

/**
 * The connections of this process and who listens where. Each process delivers every push (heard
 * on the bus) to its own subscribers; nothing here is shared between processes.
 */
export class RealtimeHub {
  private readonly sessions = new Set<StompSession>();
  private readonly byDestination = new Map<string, Set<Subscription>>();
  private readonly bySession = new Map<StompSession, Map<string, Subscription>>();

  /** Open connections of this process, for metrics. */
  get connectionCount(): number {
    return this.sessions.size;
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

  /** Sends a push to every subscriber of its destination on this process. */
  deliver(item: PushItem): number {
    const destination = pushDestination(item);
    const subscribers = this.byDestination.get(destination);
    if (!subscribers) return 0;
    const body = JSON.stringify(ok({ pushList: [item] }));
    for (const { session, id } of subscribers) session.deliver(id, destination, body);
    return subscribers.size;
  }

  /** The connections of one player on this process. */
  sessionsOf(userId: number): StompSession[] {
    return [...this.sessions].filter((s) => s.identity?.userId === userId);
  }

  all(): StompSession[] {
    return [...this.sessions];
  }

  private detach(subscription: Subscription): void {
    const set = this.byDestination.get(subscription.destination);
    if (set?.delete(subscription) && set.size === 0) {
      this.byDestination.delete(subscription.destination);
    }
  }
}
