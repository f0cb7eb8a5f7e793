/**
 * Fake windows that deliver postMessage as browsers do: a message is dropped unless the target
 * origin matches the receiver's, and arrives with the sender's origin and window as its source.
 * A window's `peer` is who posts to it by default; `receive` posts from anyone else.
 */
export class FakeWindow extends EventTarget {
  parent: FakeWindow = this;
  peer: FakeWindow | null = null;
  readonly store = new Map<string, string>();
  readonly localStorage = {
    getItem: (k: string) => this.store.get(k) ?? null,
    setItem: (k: string, v: string) => void this.store.set(k, v),
  };
  readonly location: { search: string };

  constructor(
    readonly origin: string,
    search = '',
  ) {
    super();
    this.location = { search };
  }

  postMessage(data: unknown, targetOrigin: string): void {
    if (this.peer) this.receive(data, targetOrigin, this.peer);
  }

  receive(data: unknown, targetOrigin: string, sender: FakeWindow): void {
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return;
    const event = new MessageEvent('message', {
      data: structuredClone(data),
      origin: sender.origin,
    });
    Object.defineProperty(event, 'source', { value: sender });
    queueMicrotask(() => this.dispatchEvent(event));
  }

  asWindow(): Window {
    return this as unknown as Window;
  }
}

/** A portal page and its game frame, each the other's peer. */
export function framePair(portalOrigin: string, gamesOrigin: string, search: string) {
  const portal = new FakeWindow(portalOrigin);
  const game = new FakeWindow(gamesOrigin, search);
  game.parent = portal;
  portal.peer = game;
  game.peer = portal;
  return { portal, game };
}
