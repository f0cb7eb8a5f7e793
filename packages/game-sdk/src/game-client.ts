import {
  COARSE_POINTER_QUERY,
  isInputKind,
  isPortalMessage,
  MAX_SAVE_KEY,
  MAX_SAVE_VALUE,
  message,
  type GameRequestType,
  type GameToPortal,
  type GameUser,
  type InputKind,
  type PortalToGame,
} from './protocol.js';

export const REQUEST_TIMEOUT_MS = 5_000;
/** How often `ready` is announced again until the portal acknowledges it, and for how long. */
export const READY_RETRY_MS = 250;
export const READY_RETRY_LIMIT = 40;
export const PORTAL_QUERY_KEY = 'portal';

type PortalEvent = Exclude<keyof PortalToGame, 'response' | 'readyAck' | 'hello'>;
type Handler<E extends PortalEvent> = (payload: PortalToGame[E]) => void;

/** The portal passes its origin as `?portal=<origin>` in the game's URL. */
export function portalOriginFromLocation(search: string = window.location.search): string | null {
  const value = new URLSearchParams(search).get(PORTAL_QUERY_KEY);
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export interface GameClientOptions {
  /** The portal origin; messages from any other origin are ignored and nothing is sent to one. */
  portalOrigin?: string | null;
  target?: Window;
  self?: Window;
  timeoutMs?: number;
}

/**
 * The game side of the bridge. Opened on its own (no parent frame, or no portal origin), the game
 * still works: lifecycle calls do nothing, the user is unknown and saves go to local storage.
 */
export function createGameClient(options: GameClientOptions = {}) {
  const self = options.self ?? window;
  const target = options.target ?? self.parent;
  const portalOrigin = options.portalOrigin ?? portalOriginFromLocation(self.location.search);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const embedded = target !== self && portalOrigin !== null;
  /** Requests not answered yet, with what they asked, so they can be asked again. */
  const pending = new Map<
    string,
    {
      resolve: (data: unknown) => void;
      reject: (e: Error) => void;
      resend: () => void;
    }
  >();
  const handlers = new Map<PortalEvent, Set<(payload: never) => void>>();
  let sequence = 0;
  let announced = false;
  let acknowledged = false;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Until the portal says, the game's own guess; embedded, the portal's word wins, as the page
   * around the frame is what the player holds.
   */
  let input: InputKind =
    typeof self.matchMedia === 'function' && self.matchMedia(COARSE_POINTER_QUERY).matches
      ? 'touch'
      : 'mouse';

  const emit = <E extends PortalEvent>(type: E, payload: PortalToGame[E]) => {
    for (const handler of handlers.get(type) ?? []) (handler as Handler<E>)(payload);
  };
  const setInput = (next: unknown) => {
    if (!isInputKind(next) || next === input) return;
    input = next;
    emit('inputChanged', { input });
  };

  const onMessage = (event: MessageEvent) => {
    if (!embedded || event.source !== target || event.origin !== portalOrigin) return;
    const data: unknown = event.data;
    if (!isPortalMessage(data)) return;
    if (data.type === 'response') {
      const response = data.payload as PortalToGame['response'];
      const waiter = pending.get(response.id);
      if (!waiter) return;
      pending.delete(response.id);
      if (response.ok) waiter.resolve(response.data);
      else waiter.reject(new Error(response.error ?? 'request refused'));
      return;
    }
    if (data.type === 'readyAck') {
      acknowledged = true;
      clearTimeout(readyTimer);
      setInput((data.payload as PortalToGame['readyAck']).input);
      return;
    }
    if (data.type === 'inputChanged') {
      setInput((data.payload as PortalToGame['inputChanged']).input);
      return;
    }
    if (data.type === 'hello') {
      if (announced) post('ready', {});
      // A request posted before the portal listened was lost: the portal is listening now. A
      // request it did hear is answered twice; the second answer finds no waiter.
      for (const waiter of pending.values()) waiter.resend();
      return;
    }
    for (const handler of handlers.get(data.type) ?? []) handler(data.payload as never);
  };
  self.addEventListener('message', onMessage);

  const post = <T extends keyof GameToPortal>(type: T, payload: GameToPortal[T], id?: string) => {
    if (embedded && portalOrigin) target.postMessage(message(type, payload, id), portalOrigin);
  };

  const request = <T extends GameRequestType>(type: T, payload: GameToPortal[T]) =>
    new Promise<unknown>((resolve, reject) => {
      sequence += 1;
      const id = `${Date.now().toString(36)}-${sequence}`;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${type} timed out`));
      }, timeoutMs);
      pending.set(id, {
        resolve: (data) => {
          clearTimeout(timer);
          resolve(data);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
        resend: () => post(type, payload, id),
      });
      post(type, payload, id);
    });

  const localKey = (key: string) => `playhaven-save:${key}`;
  const checkSave = (key: string, value?: string) => {
    if (key === '' || key.length > MAX_SAVE_KEY)
      throw new Error('save key must be 1 to 64 characters');
    if (value !== undefined && value.length > MAX_SAVE_VALUE)
      throw new Error('saved data is over 64 KB');
  };

  /**
   * A `ready` posted before the portal listens is lost, and a busy page may start listening
   * late: the game repeats it until the portal acknowledges it, and answers the portal's hello.
   */
  const announceReady = (attempt: number) => {
    if (acknowledged || !embedded) return;
    post('ready', {});
    if (attempt < READY_RETRY_LIMIT)
      readyTimer = setTimeout(() => announceReady(attempt + 1), READY_RETRY_MS);
  };

  return {
    embedded,
    /** `touch` or `mouse`; `on('inputChanged')` hears when it changes. */
    input: (): InputKind => input,
    ready: () => {
      if (announced) return;
      announced = true;
      announceReady(1);
    },
    progress: (percent: number) =>
      post('progress', { percent: Math.max(0, Math.min(100, percent)) }),
    gameplayStart: () => post('gameplayStart', {}),
    gameplayStop: () => post('gameplayStop', {}),
    requestLogin: () => post('requestLogin', {}),
    async getUser(): Promise<GameUser | null> {
      if (!embedded) return null;
      return ((await request('getUser', {})) as GameUser | null) ?? null;
    },
    async saveData(key: string, value: string): Promise<void> {
      checkSave(key, value);
      if (!embedded) {
        self.localStorage.setItem(localKey(key), value);
        return;
      }
      await request('saveData', { key, value });
    },
    async loadData(key: string): Promise<string | null> {
      checkSave(key);
      if (!embedded) return self.localStorage.getItem(localKey(key));
      const data = await request('loadData', { key });
      return typeof data === 'string' ? data : null;
    },
    on<E extends PortalEvent>(event: E, handler: Handler<E>): () => void {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    dispose() {
      clearTimeout(readyTimer);
      self.removeEventListener('message', onMessage);
      for (const waiter of pending.values()) waiter.reject(new Error('disposed'));
      pending.clear();
    },
  };
}

export type GameClient = ReturnType<typeof createGameClient>;
