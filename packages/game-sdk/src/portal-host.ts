import {
  COARSE_POINTER_QUERY,
  isGameMessage,
  message,
  type GameToPortal,
  type GameUser,
  type InputKind,
  type PortalToGame,
} from './protocol.js';

/** The part of a `MediaQueryList` the host watches. */
export type PointerQuery = Pick<
  MediaQueryList,
  'matches' | 'addEventListener' | 'removeEventListener'
>;

export interface PortalHandlers {
  /** Called for each `ready` the game announces (a game repeats it until acknowledged). */
  onReady?: () => void;
  onProgress?: (percent: number) => void;
  onGameplayStart?: () => void;
  onGameplayStop?: () => void;
  onRequestLogin?: () => void;
  getUser?: () => Promise<GameUser | null> | GameUser | null;
  saveData?: (key: string, value: string) => Promise<void> | void;
  loadData?: (key: string) => Promise<string | null> | string | null;
}

export interface PortalHostOptions {
  /** The frame's window; a getter, because a frame's window changes when it navigates. */
  frame: () => Window | null;
  gamesOrigin: string;
  handlers: PortalHandlers;
  self?: Window;
  /** `(pointer: coarse)` on this page; null where the page cannot tell (then: mouse). */
  pointerQuery?: PointerQuery | null;
}

type Outgoing = Exclude<keyof PortalToGame, 'response' | 'readyAck' | 'hello' | 'inputChanged'>;

/**
 * The portal side of the bridge: it listens only to its own game frame on the games origin and
 * posts only to that origin, so neither another frame nor another site can speak for the game.
 */
export function createPortalHost({
  frame,
  gamesOrigin,
  handlers,
  self = window,
  pointerQuery = typeof self.matchMedia === 'function'
    ? self.matchMedia(COARSE_POINTER_QUERY)
    : null,
}: PortalHostOptions) {
  const origin = new URL(gamesOrigin).origin;
  const input = (): InputKind => (pointerQuery?.matches ? 'touch' : 'mouse');

  const send = <T extends keyof PortalToGame>(type: T, payload: PortalToGame[T]) => {
    frame()?.postMessage(message(type, payload), origin);
  };

  const answer = async (id: string | undefined, work: () => unknown) => {
    if (id === undefined) return;
    try {
      send('response', { id, ok: true, data: (await work()) ?? null });
    } catch (error) {
      send('response', { id, ok: false, error: error instanceof Error ? error.message : 'failed' });
    }
  };

  const onMessage = (event: MessageEvent) => {
    const source = frame();
    if (source === null || event.source !== source || event.origin !== origin) return;
    const data: unknown = event.data;
    if (!isGameMessage(data)) return;
    switch (data.type) {
      case 'ready':
        send('readyAck', { input: input() });
        handlers.onReady?.();
        break;
      case 'progress': {
        const { percent } = data.payload as GameToPortal['progress'];
        if (typeof percent === 'number') handlers.onProgress?.(percent);
        break;
      }
      case 'gameplayStart':
        handlers.onGameplayStart?.();
        break;
      case 'gameplayStop':
        handlers.onGameplayStop?.();
        break;
      case 'requestLogin':
        handlers.onRequestLogin?.();
        void answer(data.id, () => null);
        break;
      case 'getUser':
        void answer(data.id, () => handlers.getUser?.() ?? null);
        break;
      case 'saveData': {
        const { key, value } = data.payload as GameToPortal['saveData'];
        void answer(data.id, () => {
          if (typeof key !== 'string' || typeof value !== 'string') throw new Error('bad save');
          if (!handlers.saveData) throw new Error('saving is not available');
          return handlers.saveData(key, value);
        });
        break;
      }
      case 'loadData': {
        const { key } = data.payload as GameToPortal['loadData'];
        void answer(data.id, () => {
          if (typeof key !== 'string') throw new Error('bad key');
          return handlers.loadData?.(key) ?? null;
        });
        break;
      }
    }
  };
  self.addEventListener('message', onMessage);
  const onPointerChange = () => send('inputChanged', { input: input() });
  pointerQuery?.addEventListener('change', onPointerChange);

  return {
    /** The input kind the game is told. */
    input,
    send: <T extends Outgoing>(type: T, payload: PortalToGame[T]) => send(type, payload),
    /**
     * Asks a game that is already running to announce `ready` again: called on the frame's load
     * event, it covers a `ready` that went out before this page was listening.
     */
    hello: () => send('hello', {}),
    dispose: () => {
      self.removeEventListener('message', onMessage);
      pointerQuery?.removeEventListener('change', onPointerChange);
    },
  };
}

export type PortalHost = ReturnType<typeof createPortalHost>;
